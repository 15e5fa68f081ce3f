import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import Dialog from "antd-mobile/es/components/dialog";
import { describe, expect, it } from "vitest";
import { installDialogFocus } from "./dialog-focus";

installDialogFocus();

const tab = (shift = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: "Tab", shiftKey: shift });
const focusedText = () => (document.activeElement as HTMLElement | null)?.textContent ?? "";

function opener(onClick: () => void) {
  render(
    <>
      <button type="button">Before</button>
      <button type="button" onClick={onClick}>
        Sign out
      </button>
      <button type="button">After</button>
    </>,
  );
  const button = screen.getByRole("button", { name: "Sign out" });
  button.focus();
  return button;
}

describe("antd-mobile's imperative dialogs and the keyboard", () => {
  it("moves focus into a confirmation (on Cancel), keeps Tab inside it, and Esc cancels and returns the focus", async () => {
    let answer: Promise<boolean> | undefined;
    const button = opener(() => {
      answer = Dialog.confirm({
        content: "Sign out of Roster?",
        confirmText: "Confirm",
        cancelText: "Cancel",
      });
    });
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    await waitFor(() => expect(focusedText()).toBe("Cancel"));
    tab();
    expect(focusedText()).toBe("Confirm");
    tab();
    expect(focusedText()).toBe("Cancel");
    tab(true);
    expect(focusedText()).toBe("Confirm");
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(await answer).toBe(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("focuses an alert's OK; pressing it closes the alert and the focus goes back", async () => {
    let closed: Promise<void> | undefined;
    const button = opener(() => {
      closed = Dialog.alert({ content: "Password changed", confirmText: "OK" });
    });
    fireEvent.click(button);
    await screen.findByRole("dialog");
    await waitFor(() => expect(focusedText()).toBe("OK"));
    tab();
    expect(focusedText()).toBe("OK");
    fireEvent.click(document.activeElement!);
    await closed;
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("leaves dialogs alone that manage their own focus (useModalFocus marks them)", async () => {
    const button = opener(() => {
      Dialog.show({
        content: (
          <div data-modal-focus="">
            <input aria-label="Nickname" />
          </div>
        ),
        actions: [{ key: "ok", text: "Save" }],
      });
    });
    fireEvent.click(button);
    await screen.findByRole("dialog");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(button);
    Dialog.clear();
  });
});

describe("an alert over a sheet that traps the focus itself", () => {
  it("keeps Tab and Esc in the alert, not in the sheet under it", async () => {
    const sheetKeys: string[] = [];
    // A sheet's trap, as useModalFocus installs it: registered after the global one.
    const onKey = (event: KeyboardEvent) => sheetKeys.push(event.key);
    document.addEventListener("keydown", onKey, true);
    try {
      let closed: Promise<void> | undefined;
      opener(() => {
        closed = Dialog.alert({ content: "Refused", confirmText: "OK" });
      });
      fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
      await waitFor(() => expect(focusedText()).toBe("OK"));
      tab();
      fireEvent.keyDown(document.activeElement!, { key: "Escape" });
      await closed;
      expect(sheetKeys).toEqual([]);
    } finally {
      document.removeEventListener("keydown", onKey, true);
    }
  });
});
