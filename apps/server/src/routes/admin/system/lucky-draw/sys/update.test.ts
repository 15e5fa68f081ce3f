import { adminLuckyDrawGetList, adminLuckyDrawUpdate, luckyDrawDraw } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly, userManager } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";
import { addLuckyDraw, luckyDrawManager } from "../../../../../test/lucky-draw.js";

const PATH = "admin/system/lucky-draw/sys/update";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("changes fields and replaces the prize list: kept prizes keep their id and wins, others go", async () => {
    const act = await addLuckyDraw(h, admin, [
      { name: "Mug", stock: 5, odds: 100 },
      { name: "Pen", stock: 5, odds: 0 },
    ]);
    const user = await h.createUser();
    expect(await h.call(luckyDrawDraw, { activity_id: act.id }, { as: user })).toMatchObject({
      prize: { name: "Mug" },
    });
    const body = adminLuckyDrawUpdate.output.parse(
      await h.call(
        PATH,
        {
          _id: act.id,
          name: "Summer draw",
          daily_draws: 9,
          prizes: [
            { _id: act.prizes.Mug, name: "Big mug", stock: 50, odds: 40 },
            { name: "Cap", stock: 2, odds: 10 },
          ],
        },
        { as: admin },
      ),
    );
    expect(body.row).toMatchObject({
      name: "Summer draw",
      daily_draws: 9,
      prizes: [
        { _id: act.prizes.Mug, name: "Big mug", stock: 50, odds: 40, won: 1 },
        { name: "Cap", stock: 2, odds: 10, won: 0 },
      ],
    });
    const list = await h.call(
      adminLuckyDrawGetList,
      { formData: { name: "Summer draw" }, columns: [{ key: "name" }] },
      { as: admin },
    );
    expect(list.rows).toHaveLength(1);
    expect((await h.call(PATH, { _id: act.id, enable: false }, { as: admin })).row).toMatchObject({
      enable: false,
      name: "Summer draw",
    });
    expect((await adminLogOf(h, PATH)).at(-1)).toMatchObject({ title: "luckyDrawUpdate", response_code: 0 });
  });

  it("refuses a prize of another activity (91755), odds over 100% (91754), an unknown id (91750)", async () => {
    const a = await addLuckyDraw(h, admin, [{ name: "A", stock: 1, odds: 1 }]);
    const b = await addLuckyDraw(h, admin, [{ name: "B", stock: 1, odds: 1 }]);
    const foreign = { _id: a.id, prizes: [{ _id: b.prizes.B, name: "B", stock: 100, odds: 1 }] };
    expect((await h.call(PATH, foreign, { as: admin })).code).toBe(91755);
    const twice = {
      _id: a.id,
      prizes: [
        { _id: a.prizes.A, name: "A", stock: 1, odds: 1 },
        { _id: a.prizes.A, name: "A", stock: 1, odds: 1 },
      ],
    };
    expect((await h.call(PATH, twice, { as: admin })).code).toBe(91755);
    expect(
      (await h.call(PATH, { _id: a.id, prizes: [{ name: "X", stock: 1, odds: 100.5 }] }, { as: admin })).code,
    ).toBe(-1);
    expect(
      (
        await h.call(
          PATH,
          {
            _id: a.id,
            prizes: [
              { name: "X", stock: 1, odds: 70 },
              { name: "Y", stock: 1, odds: 31 },
            ],
          },
          { as: admin },
        )
      ).code,
    ).toBe(91754);
    expect((await h.call(PATH, { _id: a.id, end_time: 0 }, { as: admin })).code).toBe(91756);
    expect((await h.call(PATH, { _id: "nope", name: "x" }, { as: admin })).code).toBe(91750);
    const stock = await h.app.services.db
      .selectFrom("lucky_draw_prizes")
      .select("stock")
      .where("id", "=", b.prizes.B!)
      .executeTakeFirst();
    expect(stock?.stock).toBe(1);
  });

  it("is for admins and holders of the permission only", async () => {
    const act = await addLuckyDraw(h, admin, []);
    await expectAdminOnly(h, PATH, { _id: act.id, name: "Hijacked" });
    expect((await h.call(PATH, { _id: act.id, name: "Hijacked" }, { as: await userManager(h) })).code).toBe(
      403,
    );
    expect(
      (await h.call(PATH, { _id: act.id, name: "Renamed" }, { as: await luckyDrawManager(h) })).code,
    ).toBe(0);
  });
});
