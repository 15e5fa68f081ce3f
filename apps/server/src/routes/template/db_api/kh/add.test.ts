import { DB_TEST } from "@roster/contract";
import { dbApiAdd } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRowCount, seedDemoRows, storedDemoRow } from "../../../../test/db-test.js";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/kh/add", () => {
  it("needs a signed-in caller, whose row it adds near the point", async () => {
    expect(await h.call(dbApiAdd, {})).toMatchObject({ code: 30204 });
    expect(await demoRowCount(h)).toBe(0);
    const alice = await h.createUser();
    const body = await h.call(dbApiAdd, { name: " Tea ", money: 12 }, { as: alice });
    expect(body).toMatchObject({ code: 0, id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const row = await storedDemoRow(h, body.id as string);
    expect(row).toMatchObject({ user_id: alice.uid, name: "Tea", money: 12 });
    expect(row!.latitude - DB_TEST.point.latitude).toBeGreaterThanOrEqual(0);
    expect(row!.latitude - DB_TEST.point.latitude).toBeLessThan(0.05);
    const random = await storedDemoRow(h, (await h.call(dbApiAdd, {}, { as: alice })).id as string);
    expect(random!.money).toBeGreaterThanOrEqual(1);
    expect(random!.money).toBeLessThanOrEqual(9);
  });

  it("refuses bad money, names and a uid that would write for someone else", async () => {
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    expect(await h.call(dbApiAdd, { money: -1 }, { as: alice })).toMatchObject({ code: -1, key: "money" });
    expect(await h.call(dbApiAdd, { money: 1.5 }, { as: alice })).toMatchObject({ code: -1, key: "money" });
    expect(await h.call(dbApiAdd, { name: "x".repeat(41) }, { as: alice })).toMatchObject({ code: -1 });
    const body = await h.call(dbApiAdd, { uid: bob.uid } as never, { as: alice });
    if (body.code === 0) expect((await storedDemoRow(h, body.id as string))!.user_id).toBe(alice.uid);
    expect(await demoRowCount(h, bob.uid)).toBe(0);
  });

  it("keeps each account within 1,000 rows, exactly under parallel calls; others are not held back", async () => {
    const [carol, dave] = [await h.createUser(), await h.createUser()];
    await seedDemoRows(h, carol.uid, DB_TEST.maxRowsPerUser - 3);
    const bodies = await Promise.all(Array.from({ length: 8 }, () => h.call(dbApiAdd, {}, { as: carol })));
    expect(bodies.filter((b) => b.code === 0)).toHaveLength(3);
    const refused = bodies.filter((b) => b.code !== 0);
    expect(refused).toHaveLength(5);
    expect(refused[0]).toMatchObject({ code: 91700, msg: expect.stringContaining("1000") });
    expect(await demoRowCount(h, carol.uid)).toBe(DB_TEST.maxRowsPerUser);
    expect(await h.call(dbApiAdd, {}, { as: dave })).toMatchObject({ code: 0 });
  });
});
