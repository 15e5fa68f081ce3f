import { act, screen, waitFor } from "@testing-library/react";
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
    // The banner listens for the browser's events from an effect, which may run just after the page shows
    // on a loaded machine: it then finds the browser offline as it subscribes, and says so.
    await waitFor(() => expect(status?.textContent).toBe(BANNER));
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
