import { describe, expect, it } from "vitest";
import { dayEnd, dayStart } from "./use-demo-list";

describe("db-test list dates", () => {
  it("turns a date input into its local day's first and last millisecond", () => {
    expect(dayStart("2026-11-23")).toBe(new Date(2026, 10, 23).getTime());
    expect(dayEnd("2026-11-23")).toBe(new Date(2026, 10, 24).getTime() - 1);
    // the last day of a month ends where the next month begins
    expect(dayEnd("2026-02-28")).toBe(new Date(2026, 2, 1).getTime() - 1);
  });

  it("answers no time for an empty or malformed input", () => {
    expect(dayStart("")).toBeUndefined();
    expect(dayEnd("")).toBeUndefined();
    expect(dayStart("23/11/2026")).toBeUndefined();
  });
});
