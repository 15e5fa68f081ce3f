import { describe, expect, it } from "vitest";
import { ODDS_SCALE, pickPrize, secureRoll, toBasisPoints } from "./odds.js";

describe("pickPrize", () => {
  it("gives each prize exactly its odds over every possible roll, and the remainder to no prize", () => {
    const prizes = [
      { name: "a", odds_bp: toBasisPoints(12.5) },
      { name: "b", odds_bp: toBasisPoints(0.01) },
      { name: "c", odds_bp: toBasisPoints(33.33) },
    ];
    const hits = new Map<string, number>();
    for (let roll = 0; roll < ODDS_SCALE; roll++) {
      const name = pickPrize(prizes, roll)?.name ?? "none";
      hits.set(name, (hits.get(name) ?? 0) + 1);
    }
    expect(Object.fromEntries(hits)).toEqual({ a: 1250, b: 1, c: 3333, none: ODDS_SCALE - 4584 });
  });

  it("never picks a prize with odds 0; 100% always wins", () => {
    expect(pickPrize([{ odds_bp: 0 }], 0)).toBeUndefined();
    expect(pickPrize([{ odds_bp: ODDS_SCALE }], ODDS_SCALE - 1)).toBeDefined();
    expect(pickPrize([], 0)).toBeUndefined();
  });

  it("rolls whole numbers in [0, ODDS_SCALE)", () => {
    for (let i = 0; i < 1000; i++) {
      const roll = secureRoll();
      expect(Number.isInteger(roll) && roll >= 0 && roll < ODDS_SCALE).toBe(true);
    }
  });
});
