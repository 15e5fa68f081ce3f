import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPermissions, seedRole } from "../../test/admin-fixtures.js";
import { createHarness, type Harness } from "../../test/harness.js";
import { assertPatternsUsable, permissionMatches, urlMatches } from "./patterns.js";

/** Patterns that backtracking engines take exponential (or unbounded) time on when they fail, with a match. */
const CATASTROPHIC: [string, string][] = [
  ["^(.|.)*X$", "abX"],
  ["^(.*.*)*X$", "abX"],
  ["^(a+)+$", "aaa"],
  ["(x+x+)+y", "xxy"],
  ["^(\\w+\\s?)*$", "ab cd"],
];

const elapsed = (work: () => void): number => {
  const start = performance.now();
  work();
  return performance.now() - start;
};

// A backtracking engine takes seconds to forever on these; the linear one takes about a millisecond. The
// bound is 500 ms because a loaded 2-core CI machine stalls a test thread for tens of milliseconds.
describe("regex permissions (match mode 2) run in linear time", () => {
  it.each(CATASTROPHIC)("%s fails in well under 500 ms against a 100,000-character path", (pattern, hit) => {
    const path = `${"a".repeat(100_000)}!`;
    expect(urlMatches(2, pattern, hit)).toBe(true);
    let matched: boolean | undefined;
    expect(elapsed(() => (matched = urlMatches(2, pattern, path)))).toBeLessThan(500);
    expect(matched).toBe(false);
    expect(elapsed(() => (matched = urlMatches(2, pattern, `${path.slice(1)}${hit}`)))).toBeLessThan(500);
  });

  it("keeps the JavaScript spellings upstream permissions use, searching like RegExp#test", () => {
    const row = (url: string) => ({ url: JSON.stringify([url]), match_mode: 2 });
    expect(
      permissionMatches(row("^admin\\/system\\/(user|role)\\/sys\\/.*$"), "admin/system/role/sys/x"),
    ).toBe(true);
    expect(permissionMatches(row("(?<kind>user|role)/sys/get"), "admin/system/user/sys/getList")).toBe(true);
    expect(permissionMatches(row("^user/sys/"), "admin/user/sys/x")).toBe(false);
    expect(permissionMatches(row("\\u0061dmin/"), "admin/x")).toBe(true);
  });
});

describe("wildcard (1) and exact (0) modes are unchanged", () => {
  it.each([
    [1, "test/sys/*", "test/sys/ping", true],
    [1, "test/sys/*", "x/test/sys/ping", false],
    [1, "*sys/ping", "a/test/sys/ping", true],
    [1, "test.sys/*", "testXsys/ping", false],
    [1, "a*c", "abc", true],
    [1, "a*c", "abcd", false],
    [1, "(a)[b]*", "(a)[b]x", true],
    [1, "*", "anything/at/all", true],
    [0, "test/sys/ping", "test/sys/ping", true],
    [0, "test/sys/*", "test/sys/ping", false],
  ])("mode %i %s on %s -> %s", (mode, url, path, expected) => {
    expect(urlMatches(mode, url, path)).toBe(expected);
  });
});

describe("saving a regex permission", () => {
  it.each([
    ["a(b", /missing closing \)/],
    ["(?=lookahead)", /look-around assertions are not supported/],
    ["(a)\\1", /back-references are not supported/],
    ["[a-z]{900}x", /too complex/],
  ])("refuses %s naming the problem", (url, reason) => {
    expect(() => assertPatternsUsable(2, [url])).toThrowError(
      expect.objectContaining({
        errorName: "permissionPatternInvalid",
        params: { url, reason: expect.stringMatching(reason) },
      }),
    );
    expect(() => assertPatternsUsable(1, [url])).not.toThrow();
  });
});

describe("through the router", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await seedPermissions(h, [
      { permission_id: "slow-1", url: ["^(.|.)*X$"], match_mode: 2 },
      { permission_id: "slow-2", url: ["^(.*.*)*X$"], match_mode: 2 },
    ]);
    await seedRole(h, "slow", { permissions: ["slow-1", "slow-2"] });
  });
  afterAll(() => h.close());

  it("a catastrophic permission no longer stalls a sys call (it answered after seconds before)", async () => {
    const user = await h.createUser({ allow_login_background: 1, roles: ["slow"] });
    const start = performance.now();
    expect((await h.call("admin/system/user/sys/getList", {}, { as: user })).code).toBe(403);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
