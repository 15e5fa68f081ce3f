import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startApp } from "../test/app";

const BANNER = "You are offline: changes cannot be saved";

const goOffline = (offline: boolean) =>
  act(() => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });

afterEach(() => vi.restoreAllMocks());

describe("the offline banner", () => {
  it("is a live region on every page that says so while the browser is offline, and empties when back", async () => {
    startApp("#/pages/login/index");
    await screen.findByLabelText("Account");
    const status = screen
      .getAllByRole("status")
      .find((el) => el.textContent === "" || el.textContent === BANNER);
    expect(status).toBeDefined();
    expect(status?.textContent).toBe("");
    goOffline(true);
    expect(status?.textContent).toBe(BANNER);
    goOffline(false);
    expect(status?.textContent).toBe("");
  });

  it("shows at once on a page opened while offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    startApp("#/pages/login/register");
    await screen.findByLabelText("Confirm password");
    expect(screen.getAllByRole("status").some((el) => el.textContent === BANNER)).toBe(true);
  });
});
