import { describe, expect, it } from "vitest";
import { KeyedGate } from "./keyed-gate.js";

describe("KeyedGate", () => {
  it("runs at most `capacity` tasks per key at once, the rest in arrival order", async () => {
    const gate = new KeyedGate();
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running--;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => gate.run("k", 3, task(i))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(3);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("keeps keys apart and frees a place when a task fails", async () => {
    const gate = new KeyedGate();
    let release: () => void = () => {};
    const blocked = gate.run("a", 1, () => new Promise<void>((resolve) => (release = resolve)));
    expect(await gate.run("b", 1, async () => "other key")).toBe("other key");
    release();
    await blocked;
    await expect(gate.run("a", 1, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run("a", 1, async () => "free again")).toBe("free again");
  });
});
