import { dbApiGetList } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoRows } from "../../../../test/db-test.js";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/pub/getList", () => {
  it("pages everyone's rows newest first for anyone: 20, 20, then a short page of 5", async () => {
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    const start = h.clock.now();
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) {
      h.clock.advance(1000);
      const [id] = await seedDemoRows(h, i % 3 === 0 ? bob.uid : alice.uid, 1, { money: i % 5 });
      ids.unshift(id as string);
    }
    const pages = [];
    for (const pageIndex of [1, 2, 3]) pages.push(await h.call(dbApiGetList, { pageIndex, pageSize: 20 }));
    expect(pages.map((page) => page.rows?.length)).toEqual([20, 20, 5]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
    expect(pages[0]).toMatchObject({ code: 0, total: 45, pagination: { pageIndex: 1, pageSize: 20 } });
    expect(pages.flatMap((page) => page.rows?.map((row) => row._id))).toEqual(ids);

    const byMoney = await h.call(dbApiGetList, { searchvalue: "3", pageSize: 50 }, { as: bob });
    expect(byMoney.total).toBe(9);
    expect(byMoney.rows?.every((row) => row.money === 3)).toBe(true);
    expect(byMoney.rows?.filter((row) => row.mine).length).toBe(3);
    expect((await h.call(dbApiGetList, { searchvalue: 3 })).total).toBe(9);
    expect((await h.call(dbApiGetList, { searchvalue: "" })).total).toBe(45);

    // rows 11..20 were added at start + 11 s .. start + 20 s (closed range)
    const range = await h.call(
      dbApiGetList,
      { addTime: start + 11_000, endTime: start + 20_000 },
      { as: alice },
    );
    expect(range.total).toBe(10);
    expect((await h.call(dbApiGetList, { addTime: start + 41_000 })).total).toBe(5);
    expect((await h.call(dbApiGetList, { endTime: start + 5_000, addTime: "" })).total).toBe(5);
    expect((await h.call(dbApiGetList, { searchvalue: "3", endTime: start + 20_000 })).total).toBe(4);
  });

  it("refuses a money that is not a whole number, a bad time and fields it cannot sort by", async () => {
    expect(await h.call(dbApiGetList, { searchvalue: "abc" })).toMatchObject({
      code: -1,
      key: "searchvalue",
    });
    expect(await h.call(dbApiGetList, { searchvalue: "1.5" })).toMatchObject({
      code: -1,
      key: "searchvalue",
    });
    expect(await h.call(dbApiGetList, { addTime: -1 })).toMatchObject({ code: -1, key: "addTime" });
    expect(await h.call(dbApiGetList, { pageSize: 100_000 })).toMatchObject({ code: -1, key: "pageSize" });
    expect(await h.call(dbApiGetList, { sortRule: [{ name: "user_id", type: "asc" }] })).toMatchObject({
      code: -1,
    });
    expect((await h.call(dbApiGetList, { sortRule: [{ name: "money", type: "asc" }] })).code).toBe(0);
  });
});
