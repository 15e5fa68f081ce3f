import { describe, expect, it } from "vitest";
import { clearOfDayEnd } from "./harness.js";

describe("the test clock's start", () => {
  it("is now, unless now is in the last 20 minutes of a day in UTC+8: then just past its midnight", () => {
    const noon = Date.parse("2026-12-01T04:00:00Z");
    expect(clearOfDayEnd(noon)).toBe(noon);
    expect(clearOfDayEnd(Date.parse("2026-12-01T15:39:59Z"))).toBe(Date.parse("2026-12-01T15:39:59Z"));
    expect(clearOfDayEnd(Date.parse("2026-12-01T15:41:44Z"))).toBe(Date.parse("2026-12-01T16:00:01Z"));
    expect(clearOfDayEnd(Date.parse("2026-12-01T15:59:59.500Z"))).toBe(Date.parse("2026-12-01T16:00:01Z"));
  });
});
