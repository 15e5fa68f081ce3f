import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { isImageIcon, MenuIcon } from "./MenuIcon";

describe("a menu entry's icon", () => {
  it("is a picture only from https, Roster's own paths or inline images", () => {
    for (const icon of [
      "https://cdn.example.com/a.png",
      "/static/menu/leave.png",
      " data:image/png;base64,AAAA ",
    ])
      expect(isImageIcon(icon), icon).toBe(true);
    // `/\host` is read by browsers as `//host`: a picture from anywhere, like the other forms here.
    for (const icon of [
      "/\\evil.example/x.png",
      "//evil.example/x.png",
      "http://evil.example/x.png",
      "javascript:alert(1)",
    ])
      expect(isImageIcon(icon), icon).toBe(false);
  });

  it("draws a refused address as text, never as an image", () => {
    const { container } = render(<MenuIcon icon="/\evil.example/x.png" name="Leave" />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("L");
  });
});
