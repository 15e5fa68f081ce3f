import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import ActionSheet from "antd-mobile/es/components/action-sheet";
import Dialog from "antd-mobile/es/components/dialog";
import Input from "antd-mobile/es/components/input";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ModalSheet } from "../features/layout/ModalSheet";
import { installDialogFocus } from "./dialog-focus";
import { installKeyboardAccess } from "./keyboard-access";

// As at start-up (main.tsx).
installKeyboardAccess();
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

const key = (name: string) =>
  act(async () => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: name });
  });

/** The profile's gender picker, as ProfileDetails renders it: an ActionSheet kept mounted between openings. */
function GenderPicker() {
  const [open, setOpen] = useState(false);
  const [gender, setGender] = useState("Male");
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Gender: {gender}
      </button>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        extra="Gender"
        cancelText="Cancel"
        actions={["Not specified", "Male", "Female"].map((text) => ({
          key: text,
          text,
          bold: text === gender,
          onClick: () => {
            setGender(text);
            setOpen(false);
          },
        }))}
      />
    </>
  );
}

describe("antd-mobile's action sheets (the pickers) and the keyboard", () => {
  it("is a named modal dialog at every opening: focus on the current choice, Tab inside, Esc cancels, focus back", async () => {
    render(<GenderPicker />);
    const row = screen.getByRole("button", { name: "Gender: Male" });
    row.focus();
    fireEvent.click(row);
    const dialog = await screen.findByRole("dialog", { name: "Gender" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    await waitFor(() => expect(focusedText()).toBe("Male"));
    expect(document.activeElement?.getAttribute("role")).toBe("button");
    tab();
    expect(focusedText()).toBe("Female");
    tab();
    expect(focusedText()).toBe("Cancel");
    tab();
    expect(focusedText()).toBe("Not specified");
    tab(true);
    expect(focusedText()).toBe("Cancel");
    await key("Escape");
    await waitFor(() => expect(document.activeElement).toBe(row));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Gender" })).toBeNull());

    // Opened again (the sheet stayed mounted, hidden): modal again; Enter on a choice picks it.
    fireEvent.click(row);
    await waitFor(() => expect(focusedText()).toBe("Male"));
    tab();
    await key("Enter");
    const picked = await screen.findByRole("button", { name: "Gender: Female" });
    await waitFor(() => expect(document.activeElement).toBe(picked));
  });
});

/** A dialog kept mounted whose field takes the focus itself (the invite code's: autoFocus). */
function CodeDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Enter an invite code
      </button>
      <Dialog
        visible={open}
        title="Invite code"
        onClose={() => setOpen(false)}
        content={<Input aria-label="Code" autoFocus />}
        actions={[[{ key: "cancel", text: "Cancel", onClick: () => setOpen(false) }]]}
      />
    </>
  );
}

describe("the Dialog component and the keyboard", () => {
  it("is modal at every opening; its own focused field stays focused; on closing the focus goes back to the opener", async () => {
    render(<CodeDialog />);
    const opener = screen.getByRole("button", { name: "Enter an invite code" });
    for (let round = 0; round < 2; round++) {
      opener.focus();
      fireEvent.click(opener);
      const dialog = await screen.findByRole("dialog", { name: "Invite code" });
      expect(dialog.getAttribute("aria-modal")).toBe("true");
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Code" })));
      tab();
      expect(focusedText()).toBe("Cancel");
      tab();
      expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Code" }));
      await key("Escape");
      await waitFor(() => expect(document.activeElement).toBe(opener));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Invite code" })).toBeNull());
    }
  });
});

/** The profile's mobile row: a choice of an action sheet opens a sheet (IdentityItem). */
function ChoiceThenSheet() {
  const [open, setOpen] = useState<"choose" | "change" | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen("choose")}>
        Mobile
      </button>
      <ActionSheet
        visible={open === "choose"}
        onClose={() => setOpen(null)}
        cancelText="Cancel"
        actions={[{ key: "change", text: "Change mobile", onClick: () => setOpen("change") }]}
      />
      <ModalSheet visible={open === "change"} title="Change mobile" onClose={() => setOpen(null)}>
        <label>
          New mobile
          <input />
        </label>
        <button type="button" onClick={() => void Dialog.alert({ content: "Refused", confirmText: "OK" })}>
          Send code
        </button>
      </ModalSheet>
    </>
  );
}

describe("dialogs above dialogs", () => {
  it("an alert over a sheet opened from a choice: each in turn, and the focus goes back down the chain", async () => {
    render(<ChoiceThenSheet />);
    const row = screen.getByRole("button", { name: "Mobile" });
    row.focus();
    fireEvent.click(row);
    await waitFor(() => expect(focusedText()).toBe("Change mobile"));
    await key("Enter");
    const field = await screen.findByLabelText("New mobile");
    await waitFor(() => expect(document.activeElement).toBe(field));
    tab();
    const send = screen.getByRole("button", { name: "Send code" });
    expect(document.activeElement).toBe(send);
    // The alert is on top: Tab and Esc act there, not in the sheet under it.
    fireEvent.click(send);
    await waitFor(() => expect(focusedText()).toBe("OK"));
    tab();
    expect(focusedText()).toBe("OK");
    await key("Escape");
    await waitFor(() => expect(document.activeElement).toBe(send));
    // Then Esc closes the sheet, and the focus goes to the row that opened the action sheet, not to the
    // choice (hidden now) that opened the sheet.
    await key("Escape");
    await waitFor(() => expect(document.activeElement).toBe(row));
  });
});
