import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestClock } from "../test/harness.js";
import { systemClock } from "./clock.js";

const DAY = 24 * 3_600_000;

describe("systemClock.at", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at the time, not before, even beyond setTimeout's longest delay (about 24.8 days)", () => {
    const run = vi.fn();
    systemClock.at(Date.now() + 30 * DAY, run);
    vi.advanceTimersByTime(25 * DAY);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * DAY - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30 * DAY);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs soon, not during the call, for a time already past; and not at all once cancelled", () => {
    const past = vi.fn();
    systemClock.at(Date.now() - 1000, past);
    expect(past).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(past).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    const cancel = systemClock.at(Date.now() + 40 * DAY, cancelled);
    vi.advanceTimersByTime(30 * DAY);
    cancel();
    vi.advanceTimersByTime(30 * DAY);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe("TestClock.at", () => {
  it("runs its timers when moved to or past them, in time order, just after the move", async () => {
    const clock = new TestClock(1_000_000);
    const order: string[] = [];
    clock.at(1_002_000, () => order.push("second"));
    clock.at(1_001_000, () => order.push("first"));
    const cancel = clock.at(1_001_500, () => order.push("cancelled"));
    cancel();
    clock.advance(999);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    clock.advance(5000);
    expect(order).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(["first", "second"]);
  });
});
