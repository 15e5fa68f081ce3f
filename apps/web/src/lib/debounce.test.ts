import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounceLeading } from "./debounce";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("debounceLeading", () => {
  it("runs the first call at once and drops calls until 1000 ms of quiet", () => {
    const fn = vi.fn();
    const debounced = debounceLeading(fn, 1000);
    debounced("a");
    debounced("b");
    expect(fn).toHaveBeenCalledExactlyOnceWith("a");
    vi.advanceTimersByTime(900);
    debounced("c"); // restarts the quiet period
    vi.advanceTimersByTime(900);
    debounced("d");
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    debounced("e");
    expect(fn).toHaveBeenLastCalledWith("e");
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("can be cancelled", () => {
    const fn = vi.fn();
    const debounced = debounceLeading(fn, 1000);
    debounced();
    debounced.cancel();
    debounced();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
