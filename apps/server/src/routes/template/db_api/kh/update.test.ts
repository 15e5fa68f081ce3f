import { dbApiUpdate } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoRows, storedDemoRow } from "../../../../test/db-test.js";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/kh/update", () => {
  it("sets money 1 on the caller's row; another's row and a stranger's call change nothing", async () => {
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    const [mine] = await seedDemoRows(h, alice.uid, 1, { money: 8 });
    const [theirs] = await seedDemoRows(h, bob.uid, 1, { money: 8 });
    expect(await h.call(dbApiUpdate, { _id: mine as string })).toMatchObject({ code: 30204 });
    expect(await h.call(dbApiUpdate, { _id: theirs as string }, { as: alice })).toMatchObject({
      code: 0,
      num: 0,
    });
    expect((await storedDemoRow(h, theirs as string))!.money).toBe(8);
    h.clock.advance(5000);
    expect(await h.call(dbApiUpdate, { _id: mine as string }, { as: alice })).toMatchObject({
      code: 0,
      num: 1,
    });
    const row = await storedDemoRow(h, mine as string);
    expect(row).toMatchObject({ money: 1, updated_at: h.clock.now() });
    expect(await h.call(dbApiUpdate, {} as never, { as: alice })).toMatchObject({ code: -1, key: "_id" });
  });
});
