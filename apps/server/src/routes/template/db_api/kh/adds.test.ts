import { DB_TEST } from "@roster/contract";
import { dbApiAdds } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRowCount, seedDemoRows, storedDemoRow } from "../../../../test/db-test.js";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/kh/adds", () => {
  it("needs a signed-in caller, for whom it adds 10 rows", async () => {
    expect(await h.call(dbApiAdds, {})).toMatchObject({ code: 30204 });
    const alice = await h.createUser();
    const body = await h.call(dbApiAdds, {}, { as: alice });
    expect(body.code).toBe(0);
    expect(new Set(body.ids)).toHaveProperty("size", 10);
    for (const id of body.ids ?? []) expect((await storedDemoRow(h, id))!.user_id).toBe(alice.uid);
    expect(await demoRowCount(h)).toBe(10);
  });

  it("adds all 10 or none within the cap, exactly under parallel calls", async () => {
    const [bob, carol] = [await h.createUser(), await h.createUser()];
    await seedDemoRows(h, bob.uid, DB_TEST.maxRowsPerUser - 25);
    const bodies = await Promise.all(Array.from({ length: 5 }, () => h.call(dbApiAdds, {}, { as: bob })));
    expect(bodies.map((b) => b.code).sort()).toEqual([0, 0, 91700, 91700, 91700]);
    expect(await demoRowCount(h, bob.uid)).toBe(DB_TEST.maxRowsPerUser - 5);
    expect(await h.call(dbApiAdds, {}, { as: carol })).toMatchObject({ code: 0 });
    expect(await h.call(dbApiAdds, { count: 1000 } as never, { as: carol })).toMatchObject({ code: -1 });
  });
});
