import { adminLuckyDrawGetList, luckyDrawDraw } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, userManager } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";
import { addLuckyDraw, luckyDrawManager } from "../../../../../test/lucky-draw.js";

const PATH = "admin/system/lucky-draw/sys/getList";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("lists activities newest first, disabled ones too, with stock left and wins per prize", async () => {
    const first = await addLuckyDraw(h, admin, [{ name: "Mug", stock: 3, odds: 100 }], { name: "First" });
    h.clock.advance(1000);
    await addLuckyDraw(h, admin, [], { name: "Second", enable: false });
    await h.call(luckyDrawDraw, { activity_id: first.id }, { as: await h.createUser() });
    const body = adminLuckyDrawGetList.output.parse(await h.call(PATH, { pageSize: 1 }, { as: admin }));
    expect(body).toMatchObject({ total: 2, hasMore: true, rows: [{ name: "Second", enable: false }] });
    const page2 = await h.call(PATH, { pageIndex: 2, pageSize: 1 }, { as: admin });
    expect(page2.rows).toMatchObject([{ name: "First", prizes: [{ name: "Mug", stock: 2, won: 1 }] }]);
    expect((await h.call(PATH, { sortRule: [{ name: "odds_bp" }] }, { as: admin })).code).toBe(-1);
  });

  it("is for admins and holders of the permission only", async () => {
    await expectAdminOnly(h, PATH, {});
    expect((await h.call(PATH, {}, { as: await userManager(h) })).code).toBe(403);
    expect((await h.call(PATH, {}, { as: await luckyDrawManager(h) })).code).toBe(0);
  });
});
