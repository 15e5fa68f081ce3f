import { describe, expect, it } from "vitest";
import { arrangeTree, subtreeKeys } from "./tree";

const row = (key: string, parent_id: string | null, sort = 0) => ({ key, parent_id, sort });
const keyOf = (r: { key: string }) => r.key;

describe("arrangeTree", () => {
  it("orders depth first with siblings by sort, then key", () => {
    const rows = [
      row("b", null, 2),
      row("a", null, 1),
      row("a2", "a", 2),
      row("a1", "a", 1),
      row("a1x", "a1"),
      row("c", null, 1),
    ];
    expect(arrangeTree(rows, keyOf).map(({ row: r, depth }) => `${r.key}:${depth}`)).toEqual([
      "a:0",
      "a1:1",
      "a1x:2",
      "a2:1",
      "c:0",
      "b:0",
    ]);
  });

  it("shows rows whose parent is missing (filtered out) as roots", () => {
    expect(arrangeTree([row("x", "gone")], keyOf)).toEqual([{ row: row("x", "gone"), depth: 0 }]);
  });
});

describe("subtreeKeys", () => {
  it("holds a key and everything under it", () => {
    const rows = [row("a", null), row("b", "a"), row("c", "b"), row("d", null)];
    expect([...subtreeKeys(rows, keyOf, "a")].sort()).toEqual(["a", "b", "c"]);
    expect([...subtreeKeys(rows, keyOf, "d")]).toEqual(["d"]);
  });
});
