import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import List from "antd-mobile/es/components/list";
import { describe, expect, it, vi } from "vitest";
import { installKeyboardAccess } from "./keyboard-access";

installKeyboardAccess();

describe("clickable list rows and the keyboard", () => {
  it("makes a row with onClick a focusable button that Enter and Space press; plain and disabled rows stay out", async () => {
    const pressed = vi.fn();
    render(
      <List>
        <List.Item onClick={pressed}>Nickname</List.Item>
        <List.Item>Username</List.Item>
        <List.Item onClick={pressed} disabled>
          Locked
        </List.Item>
      </List>,
    );
    const row = await screen.findByRole("button", { name: "Nickname" });
    expect(row.tabIndex).toBe(0);
    row.focus();
    expect(document.activeElement).toBe(row);
    fireEvent.keyDown(row, { key: "Enter" });
    fireEvent.keyDown(row, { key: " " });
    expect(pressed).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(row, { key: "a" });
    expect(pressed).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("button", { name: "Username" })).toBeNull();
    const locked = screen.getByRole("button", { name: "Locked" });
    expect(locked.tabIndex).toBe(-1);
    expect(locked.getAttribute("aria-disabled")).toBe("true");
  });

  it("finds rows rendered later", async () => {
    const pressed = vi.fn();
    const { rerender } = render(<List />);
    rerender(
      <List>
        <List.Item onClick={pressed}>Change password</List.Item>
      </List>,
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Change password" }).tabIndex).toBe(0));
  });
});
