import { dbApiAdd, dbApiSum } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/pub/sum", () => {
  it("sums everyone's money for anyone (0 without rows)", async () => {
    expect(await h.call(dbApiSum, {})).toMatchObject({ code: 0, sum: 0 });
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    await h.call(dbApiAdd, { money: 2 }, { as: alice });
    await h.call(dbApiAdd, { money: 5 }, { as: bob });
    await h.call(dbApiAdd, { money: 9 }, { as: alice });
    expect((await h.call(dbApiSum, {})).sum).toBe(16);
    expect((await h.call(dbApiSum, {}, { as: bob })).sum).toBe(16);
  });
});
