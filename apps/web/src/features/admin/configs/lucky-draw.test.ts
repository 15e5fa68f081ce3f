import { describe, expect, it } from "vitest";
import { type LuckyActivityRow, parseMinutes, parsePrizeLines } from "./lucky-draw";

describe("lucky-draw console form", () => {
  it("reads times in UTC+8 and leaves other text for the contract to refuse", () => {
    expect(parseMinutes("2026-01-01 08:00")).toBe(Date.UTC(2026, 0, 1, 0, 0));
    expect(parseMinutes(" 2026-11-24 00:30 ")).toBe(Date.UTC(2026, 10, 23, 16, 30));
    expect(parseMinutes("tomorrow")).toBe("tomorrow");
  });

  it("reads prize lines, keeping the id of a prize the edited activity has by that name", () => {
    const editing = {
      prizes: [{ _id: "p1", name: "Mug", stock: 1, odds: 5, won: 0 }],
    } as unknown as LuckyActivityRow;
    expect(parsePrizeLines(["Mug | 10 | 12.5", "Hat|2|1"], editing)).toEqual([
      { _id: "p1", name: "Mug", stock: 10, odds: 12.5 },
      { name: "Hat", stock: 2, odds: 1 },
    ]);
    expect(parsePrizeLines(["Mug | many"], undefined)).toEqual([{ name: "Mug", stock: "many", odds: "" }]);
  });
});
