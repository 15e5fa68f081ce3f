import { dbApiAdd, dbApiSample } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/pub/sample", () => {
  it("answers no row without rows, then one of the rows, to anyone", async () => {
    expect(await h.call(dbApiSample, {})).toMatchObject({ code: 0, list: [] });
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    const ids = new Set<string>();
    for (const user of [alice, bob, alice]) ids.add((await h.call(dbApiAdd, {}, { as: user })).id as string);
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const body = await h.call(dbApiSample, {}, i % 2 ? { as: bob } : {});
      expect(body.list).toHaveLength(1);
      seen.add(body.list?.[0]?._id as string);
    }
    for (const id of seen) expect(ids.has(id)).toBe(true);
    // 30 draws of 3 rows: all three show up but with a chance of about 3 * (2/3)^30 ≈ 1.6e-5.
    expect(seen.size).toBe(3);
  });
});
