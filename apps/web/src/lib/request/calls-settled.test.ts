import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock";
import { settledWithin as settled } from "../../test/timers";
import { callsSettled, exchange } from "./transport";

const call = (url: string) =>
  exchange({ url, data: {}, encrypt: false, token: undefined, locale: "en", timeout: 10_000 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("callsSettled: no router call on its way", () => {
  it("resolves at once when no call is on its way", async () => {
    expect(await settled(callsSettled())).toBe(true);
  });

  it("waits for every call on its way, answered or failed, and not for a call made after", async () => {
    const answers: Array<(response: Response) => void> = [];
    const failures: Array<(error: Error) => void> = [];
    mockFetch(
      () =>
        new Promise<Response>((resolve, reject) => {
          answers.push(resolve);
          failures.push(reject);
        }),
    );
    const menu = call("user/kh/getMenu");
    const me = call("user/kh/getMyUserInfo");
    const quiet = callsSettled();
    await vi.advanceTimersByTimeAsync(0);
    answers[0]?.(json({ code: 0 }));
    await menu;
    expect(await settled(quiet)).toBe(false);
    failures[1]?.(new TypeError("Failed to fetch"));
    await expect(me).resolves.toEqual({ kind: "network" });
    expect(await settled(quiet)).toBe(true);
    // A call that starts later is waited for by a later callsSettled only.
    const later = call("user/kh/getMenu");
    const quietAgain = callsSettled();
    expect(await settled(quietAgain)).toBe(false);
    answers[2]?.(json({ code: 0 }));
    await later;
    expect(await settled(quietAgain)).toBe(true);
  });
});
