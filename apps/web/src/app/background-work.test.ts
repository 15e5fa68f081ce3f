import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../test/fetch-mock";
import { settledWithin } from "../test/timers";

// The first screen is once per page load: each test loads the modules afresh.
let background: typeof import("./background-work");
let firstScreen: typeof import("../lib/dom/first-screen");
let transport: typeof import("../lib/request/transport");
beforeEach(async () => {
  vi.resetModules();
  firstScreen = await import("../lib/dom/first-screen");
  transport = await import("../lib/request/transport");
  background = await import("./background-work");
});
afterEach(() => {
  vi.useRealTimers();
});

/** The menu's call, as the first screen makes it. */
const menuCall = (timeout: number) =>
  transport.exchange({
    url: "user/kh/getMenu",
    data: {},
    encrypt: false,
    token: undefined,
    locale: "en",
    timeout,
  });

describe("the work that waits for the first screen to be complete", () => {
  it("starts once the first page is painted, its calls have answered and the browser is idle", async () => {
    vi.useFakeTimers();
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const ready = background.afterFirstScreenSettled();
    const menu = menuCall(10_000);
    firstScreen.markFirstScreen();
    expect(await settledWithin(ready, 100)).toBe(false); // painted, the menu still on its way
    expect(idle).toHaveLength(0);
    answer(json({ code: 0 }));
    await menu;
    expect(await settledWithin(ready, 100)).toBe(false); // waiting for an idle moment
    expect(idle).toHaveLength(1);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(await settledWithin(ready)).toBe(true);
  });

  it("starts after the limit when a call hangs", async () => {
    vi.useFakeTimers();
    mockFetch(() => new Promise<Response>(() => {}));
    const ready = background.afterFirstScreenSettled(5000);
    void menuCall(60_000);
    firstScreen.markFirstScreen();
    expect(await settledWithin(ready, 4999)).toBe(false);
    expect(await settledWithin(ready, 1)).toBe(true);
  });
});
