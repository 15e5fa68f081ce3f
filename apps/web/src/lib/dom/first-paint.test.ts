import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstContentfulPaint } from "./first-paint";

/** A PerformanceObserver that reports paints when the test says. */
function fakePaintTiming() {
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint", "resource"];
    private active = true;
    constructor(private readonly callback: (list: { getEntriesByName(n: string): unknown[] }) => void) {}
    observe() {
      observers.push((names) => {
        if (this.active) this.callback({ getEntriesByName: (n) => names.filter((x) => x === n) });
      });
    }
    disconnect() {
      this.active = false;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return {
    paint: (...names: string[]) => {
      for (const report of observers) report(names);
    },
  };
}

const settledWithin = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return settled;
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("after the first contentful paint", () => {
  it("waits for the first contentful paint, not for the first paint", async () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    const painted = afterFirstContentfulPaint();
    expect(await settledWithin(painted)).toBe(false);
    timing.paint("first-paint");
    expect(await settledWithin(painted)).toBe(false);
    timing.paint("first-contentful-paint");
    expect(await settledWithin(painted)).toBe(true);
  });

  it("goes ahead after the limit when no paint is reported", async () => {
    vi.useFakeTimers();
    fakePaintTiming();
    const painted = afterFirstContentfulPaint(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settledWithin(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledWithin(painted)).toBe(true);
  });

  it("goes ahead at once where the browser does not time paints", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", undefined);
    expect(await settledWithin(afterFirstContentfulPaint())).toBe(true);
  });
});
