import { luckyDrawGetList } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser } from "../../../../test/harness.js";
import { addLuckyDraw } from "../../../../test/lucky-draw.js";

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe("template/lucky-draw/pub/getList", () => {
  it("lists enabled activities that have not ended, ending first first, to anyone", async () => {
    const now = h.clock.now();
    await addLuckyDraw(h, admin, [{ name: "Mug", stock: 1, odds: 5 }], { name: "Late", end_time: now + 9e6 });
    await addLuckyDraw(h, admin, [], { name: "Soon", end_time: now + 1e6 });
    await addLuckyDraw(h, admin, [], { name: "Upcoming", start_time: now + 1e5, end_time: now + 5e6 });
    await addLuckyDraw(h, admin, [], { name: "Off", enable: false });
    await addLuckyDraw(h, admin, [], { name: "Over", start_time: now - 9e6, end_time: now - 1 });
    const body = luckyDrawGetList.output.parse(await h.call(luckyDrawGetList, {}));
    expect(body.rows.map((r) => r.name)).toEqual(["Soon", "Upcoming", "Late"]);
    expect(body.rows[2]!.prizes).toMatchObject([{ name: "Mug", stock: 1, odds: 5 }]);
    const page = await h.call(luckyDrawGetList, { pageSize: 2, pageIndex: 2 });
    expect(page).toMatchObject({ total: 3, hasMore: false });
    expect((await h.call(luckyDrawGetList, { pageSize: 1000 })).code).toBe(-1);
  });
});
