import { dbApiAdds, dbApiSelect } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoRows } from "../../../../test/db-test.js";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/pub/select", () => {
  it("shows everyone's rows, newest first, to anyone; `mine` marks the caller's own and no owner id leaks", async () => {
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    expect(await h.call(dbApiSelect, {})).toMatchObject({ code: 0, rows: [], total: 0, hasMore: false });
    expect(await h.call(dbApiAdds, {}, { as: alice })).toMatchObject({ code: 0 });
    h.clock.advance(1000);
    const [bobs] = await seedDemoRows(h, bob.uid, 1, { money: 7 });

    const stranger = await h.call(dbApiSelect, {});
    expect(stranger).toMatchObject({ code: 0, total: 11, hasMore: false });
    expect(stranger.rows?.[0]).toMatchObject({ _id: bobs, money: 7, km: 0, mine: false });
    expect(stranger.rows?.every((row) => !row.mine)).toBe(true);
    expect(JSON.stringify(stranger)).not.toContain(alice.uid);

    const asAlice = await h.call(dbApiSelect, {}, { as: alice });
    expect(asAlice.rows?.filter((row) => row.mine)).toHaveLength(10);
    const asBob = await h.call(dbApiSelect, {}, { as: bob });
    expect(asBob.rows?.filter((row) => row.mine).map((row) => row._id)).toEqual([bobs]);
    for (const row of asAlice.rows ?? []) {
      expect(row.km).toBeGreaterThanOrEqual(0);
      expect(row.km).toBeLessThan(8);
    }
  });

  it("answers 100 rows at most, with the real total", async () => {
    const carol = await h.createUser();
    await seedDemoRows(h, carol.uid, 120);
    const body = await h.call(dbApiSelect, {});
    expect(body.rows).toHaveLength(100);
    expect(body).toMatchObject({ total: 131, hasMore: true, pagination: { pageIndex: 1, pageSize: 100 } });
    expect(await h.call(dbApiSelect, { where: 1 } as never)).toMatchObject({ code: -1 });
  });
});
