import { dbApiUpdateById } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoRows, storedDemoRow } from "../../../../test/db-test.js";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/kh/updateById", () => {
  it("sets money 1 on the caller's row; another's or an unknown row answers 91701 and stays as it was", async () => {
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    const [mine] = await seedDemoRows(h, alice.uid, 1, { money: 8 });
    const [theirs] = await seedDemoRows(h, bob.uid, 1, { money: 8 });
    expect(await h.call(dbApiUpdateById, { _id: mine as string })).toMatchObject({ code: 30204 });
    expect(await h.call(dbApiUpdateById, { _id: theirs as string }, { as: alice })).toMatchObject({
      code: 91701,
    });
    expect(await h.call(dbApiUpdateById, { _id: "nope" }, { as: alice })).toMatchObject({ code: 91701 });
    expect((await storedDemoRow(h, theirs as string))!.money).toBe(8);
    expect(await h.call(dbApiUpdateById, { _id: mine as string }, { as: alice })).toMatchObject({
      code: 0,
      num: 1,
    });
    expect((await storedDemoRow(h, mine as string))!.money).toBe(1);
    expect(await h.call(dbApiUpdateById, { _id: theirs as string }, { as: bob })).toMatchObject({
      code: 0,
      num: 1,
    });
  });
});
