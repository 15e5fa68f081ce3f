import { describe, expect, it } from "vitest";
import { mergePages, nextPageIndex } from "./paging";

const page = (count: number, hasMore = true) => ({
  rows: Array.from({ length: count }, (_, i) => i),
  total: 100,
  hasMore,
});

describe("nextPageIndex", () => {
  it("asks for the next page after a full one", () => {
    expect(nextPageIndex(page(20), 1)).toBe(2);
    expect(nextPageIndex(page(5), 3, 5)).toBe(4);
  });

  it("stops on a short page, an empty page, or when the server says there is no more", () => {
    expect(nextPageIndex(page(19), 1)).toBeUndefined();
    expect(nextPageIndex(page(0), 2)).toBeUndefined();
    expect(nextPageIndex(page(20, false), 1)).toBeUndefined();
  });
});

describe("mergePages", () => {
  it("keeps the rows of every page in order", () => {
    expect(
      mergePages([
        { rows: ["a", "b"], total: 3, hasMore: true },
        { rows: ["c"], total: 3, hasMore: false },
      ]),
    ).toEqual(["a", "b", "c"]);
    expect(mergePages(undefined)).toEqual([]);
  });
});
