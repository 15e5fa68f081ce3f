import { dbApiAdd, dbApiAvg } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/pub/avg", () => {
  it("averages everyone's money for anyone (null without rows)", async () => {
    expect(await h.call(dbApiAvg, {})).toMatchObject({ code: 0, avg: null });
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    await h.call(dbApiAdd, { money: 2 }, { as: alice });
    await h.call(dbApiAdd, { money: 5 }, { as: bob });
    await h.call(dbApiAdd, { money: 9 }, { as: alice });
    expect((await h.call(dbApiAvg, {})).avg).toBeCloseTo(16 / 3, 9);
    expect((await h.call(dbApiAvg, {}, { as: alice })).avg).toBeCloseTo(16 / 3, 9);
  });
});
