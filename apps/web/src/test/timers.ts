import { vi } from "vitest";

/** Whether `promise` has settled once the fake timers have run `ms` further (pending callbacks included). */
export async function settledWithin(promise: Promise<unknown>, ms = 0): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}
