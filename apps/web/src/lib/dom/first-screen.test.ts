import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settledWithin } from "../../test/timers";

// The first screen is once per page load: each test loads the module afresh.
let screen: typeof import("./first-screen");
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  screen = await import("./first-screen");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("after the first screen", () => {
  it("waits for the first page to be rendered and then painted, not for the start screen", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    const shown = screen.afterFirstScreen();
    expect(await settledWithin(shown, 1000)).toBe(false);
    screen.markFirstScreen();
    expect(await settledWithin(shown)).toBe(false); // rendered, not yet painted
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(await settledWithin(shown)).toBe(true);
    // Later callers go ahead at once, and a second mark does not schedule another paint.
    expect(await settledWithin(screen.afterFirstScreen())).toBe(true);
    screen.markFirstScreen();
    expect(frames).toHaveLength(1);
  });

  it("goes ahead after the limit when no page is rendered", async () => {
    const shown = screen.afterFirstScreen(3000);
    expect(await settledWithin(shown, 2999)).toBe(false);
    expect(await settledWithin(shown, 1)).toBe(true);
  });

  it("waits for a paint where the browser has no animation frames", async () => {
    vi.stubGlobal("requestAnimationFrame", undefined);
    const shown = screen.afterFirstScreen();
    screen.markFirstScreen();
    expect(await settledWithin(shown)).toBe(true);
  });
});
