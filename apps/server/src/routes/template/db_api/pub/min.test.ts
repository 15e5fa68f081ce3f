import { dbApiAdd, dbApiMin } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/pub/min", () => {
  it("answers the smallest money of everyone's rows (null without rows)", async () => {
    expect(await h.call(dbApiMin, {})).toMatchObject({ code: 0, min: null });
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    await h.call(dbApiAdd, { money: 7 }, { as: alice });
    await h.call(dbApiAdd, { money: 0 }, { as: bob });
    await h.call(dbApiAdd, { money: 9 }, { as: alice });
    expect((await h.call(dbApiMin, {})).min).toBe(0);
    expect((await h.call(dbApiMin, {}, { as: bob })).min).toBe(0);
  });
});
