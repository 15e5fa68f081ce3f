import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ModalSheet } from "./ModalSheet";

function Harness() {
  const [open, setOpen] = useState(false);
  const [, setTicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalSheet visible={open} title="Change password" onClose={() => setOpen(false)}>
        <label>
          Current password
          <input />
        </label>
        <button type="button">Save</button>
        <button type="button" onClick={() => setTicks((n) => n + 1)}>
          Re-render
        </button>
      </ModalSheet>
    </>
  );
}

describe("ModalSheet", () => {
  it("is a named modal dialog: focus moves in, Tab stays inside, Esc closes and focus returns", async () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Change password" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const field = screen.getByLabelText("Current password");
    await waitFor(() => expect(document.activeElement).toBe(field));

    // A re-render of the owner (a new onClose function) leaves focus where the person put it.
    const rerender = screen.getByRole("button", { name: "Re-render" });
    rerender.focus();
    await act(async () => {
      fireEvent.click(rerender);
    });
    expect(document.activeElement).toBe(rerender);
    field.focus();

    const save = screen.getByRole("button", { name: "Save" });
    const close = screen.getByRole("button", { name: "Close" });
    // The close button comes first in the dialog: Tab goes field -> Save -> Re-render -> (wraps) close.
    fireEvent.keyDown(document.activeElement as Element, { key: "Tab" });
    expect(document.activeElement).toBe(save);
    fireEvent.keyDown(save, { key: "Tab" });
    expect(document.activeElement).toBe(rerender);
    fireEvent.keyDown(rerender, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(rerender);

    await act(async () => {
      fireEvent.keyDown(save, { key: "Escape" });
    });
    expect(document.activeElement).toBe(opener);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Change password" })).toBeNull(), {
      timeout: 3000,
    });
  });
});
