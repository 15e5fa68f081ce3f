import { adminLuckyDrawGetWinners, luckyDrawDraw } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, userManager } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";
import { addLuckyDraw, luckyDrawManager } from "../../../../../test/lucky-draw.js";

const PATH = "admin/system/lucky-draw/sys/getWinners";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("pages who won what and when, newest first, losing draws left out, filtered by activity", async () => {
    const act = await addLuckyDraw(h, admin, [{ name: "Mug", stock: 2, odds: 100 }], { daily_draws: 5 });
    const other = await addLuckyDraw(h, admin, [{ name: "Pen", stock: 9, odds: 100 }]);
    const [ann, ben] = [await h.createUser({ nickname: "Ann" }), await h.createUser()];
    await h.call(luckyDrawDraw, { activity_id: act.id }, { as: ann });
    h.clock.advance(1000);
    await h.call(luckyDrawDraw, { activity_id: act.id }, { as: ben });
    h.clock.advance(1000);
    expect(await h.call(luckyDrawDraw, { activity_id: act.id }, { as: ben })).toMatchObject({ prize: null });
    await h.call(luckyDrawDraw, { activity_id: other.id }, { as: ann });
    const body = adminLuckyDrawGetWinners.output.parse(
      await h.call(
        PATH,
        { formData: { activity_id: act.id }, columns: [{ key: "activity_id" }] },
        { as: admin },
      ),
    );
    expect(body.total).toBe(2);
    expect(body.rows).toMatchObject([
      { user_id: ben.uid, username: ben.username, prize_name: "Mug", activity_name: "Spring draw" },
      { user_id: ann.uid, nickname: "Ann", prize_id: act.prizes.Mug },
    ]);
    expect((await h.call(PATH, { pageSize: 1 }, { as: admin })).hasMore).toBe(true);
  });

  it("is for admins and holders of the permission only", async () => {
    await expectAdminOnly(h, PATH, {});
    expect((await h.call(PATH, {}, { as: await userManager(h) })).code).toBe(403);
    expect((await h.call(PATH, {}, { as: await luckyDrawManager(h) })).code).toBe(0);
  });
});
