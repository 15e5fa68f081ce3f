import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UserAvatar } from "./UserAvatar";

describe("the avatar", () => {
  it("shows the picture, and the initial once the picture cannot be loaded", () => {
    render(<UserAvatar user={{ nickname: "wei", avatar: "https://example.invalid/a.png" }} />);
    const picture = screen.getByRole("img", { name: "wei" });
    expect(picture.tagName).toBe("IMG");
    fireEvent.error(picture);
    const initial = screen.getByRole("img", { name: "wei" });
    expect(initial.tagName).toBe("SPAN");
    expect(initial.textContent).toBe("W");
  });
});
