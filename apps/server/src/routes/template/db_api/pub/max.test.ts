import { dbApiAdd, dbApiMax } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/pub/max", () => {
  it("answers the largest money of everyone's rows (null without rows)", async () => {
    expect(await h.call(dbApiMax, {})).toMatchObject({ code: 0, max: null });
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    await h.call(dbApiAdd, { money: 2 }, { as: alice });
    await h.call(dbApiAdd, { money: 900_000_000 }, { as: bob });
    await h.call(dbApiAdd, { money: 9 }, { as: alice });
    expect((await h.call(dbApiMax, {})).max).toBe(900_000_000);
    expect((await h.call(dbApiMax, {}, { as: alice })).max).toBe(900_000_000);
  });
});
