import { luckyDrawDraw, luckyDrawGetActivity } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly, userManager } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";
import { addLuckyDraw, luckyDrawManager } from "../../../../../test/lucky-draw.js";

const PATH = "admin/system/lucky-draw/sys/delete";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("deletes an activity with its prizes and draws", async () => {
    const act = await addLuckyDraw(h, admin, [{ name: "Mug", stock: 5, odds: 100 }]);
    await h.call(luckyDrawDraw, { activity_id: act.id }, { as: await h.createUser() });
    expect((await h.call(PATH, { _id: act.id }, { as: admin })).code).toBe(0);
    expect((await h.call(luckyDrawGetActivity, { activity_id: act.id })).code).toBe(91750);
    const left = await h.app.services.db
      .selectFrom("lucky_draw_records")
      .select("id")
      .where("activity_id", "=", act.id)
      .execute();
    expect(left).toHaveLength(0);
    expect((await h.call(PATH, { _id: act.id }, { as: admin })).code).toBe(91750);
    expect((await adminLogOf(h, PATH)).at(-1)).toMatchObject({ title: "luckyDrawDelete" });
  });

  it("is for admins and holders of the permission only", async () => {
    const act = await addLuckyDraw(h, admin, []);
    await expectAdminOnly(h, PATH, { _id: act.id });
    expect((await h.call(PATH, { _id: act.id }, { as: await userManager(h) })).code).toBe(403);
    expect((await h.call(luckyDrawGetActivity, { activity_id: act.id })).code).toBe(0);
    expect((await h.call(PATH, { _id: act.id }, { as: await luckyDrawManager(h) })).code).toBe(0);
  });
});
