import { dbApiGroupCount } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoRows } from "../../../../test/db-test.js";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/pub/groupCount", () => {
  it("groups everyone's rows by money, most first, counting the accounts in each group, for anyone", async () => {
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    expect(await h.call(dbApiGroupCount, {})).toMatchObject({ code: 0, rows: [] });
    await seedDemoRows(h, alice.uid, 2, { money: 5 });
    await seedDemoRows(h, bob.uid, 1, { money: 5 });
    await seedDemoRows(h, bob.uid, 3, { money: 3 });
    const expected = [
      { _id: 5, count: 2 },
      { _id: 3, count: 1 },
    ];
    expect((await h.call(dbApiGroupCount, {})).rows).toEqual(expected);
    // upstream's page sends the first row's id: accepted and ignored
    expect((await h.call(dbApiGroupCount, { _id: "abc" }, { as: bob })).rows).toEqual(expected);
  });

  it("answers 10 groups at most", async () => {
    const carol = await h.createUser();
    for (let money = 10; money < 25; money++) await seedDemoRows(h, carol.uid, 1, { money });
    const rows = (await h.call(dbApiGroupCount, {})).rows ?? [];
    expect(rows.map((row) => row._id)).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15]);
  });
});
