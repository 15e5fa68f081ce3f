import { dbApiAdd, dbApiFindById } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/pub/findById", () => {
  it("finds any row for anyone, marks the caller's own, and answers null for an unknown id", async () => {
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    const id = (await h.call(dbApiAdd, { money: 4, name: "Coffee" }, { as: alice })).id as string;
    const found = await h.call(dbApiFindById, { _id: id });
    expect(found).toMatchObject({ code: 0, info: { _id: id, money: 4, name: "Coffee", mine: false } });
    expect((await h.call(dbApiFindById, { _id: id }, { as: alice })).info?.mine).toBe(true);
    expect((await h.call(dbApiFindById, { _id: id }, { as: bob })).info?.mine).toBe(false);
    expect(await h.call(dbApiFindById, { _id: "0123456789abcdef01234567" })).toMatchObject({
      code: 0,
      info: null,
    });
  });

  it("refuses a missing or malformed id", async () => {
    expect(await h.call(dbApiFindById, {} as never)).toMatchObject({ code: -1, key: "_id" });
    expect(await h.call(dbApiFindById, { _id: "a' or 1=1" })).toMatchObject({ code: -1, key: "_id" });
  });
});
