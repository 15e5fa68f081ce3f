import { luckyDrawDraw, luckyDrawMyPrizes } from "@roster/contract/routes";
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

describe("template/lucky-draw/kh/myPrizes", () => {
  it("lists the caller's own wins only, newest first", async () => {
    const act = await addLuckyDraw(h, admin, [{ name: "Mug", stock: 2, odds: 100 }], { daily_draws: 5 });
    const [me, other] = [await h.createUser(), await h.createUser()];
    await h.call(luckyDrawDraw, { activity_id: act.id }, { as: me });
    h.clock.advance(1000);
    await h.call(luckyDrawDraw, { activity_id: act.id }, { as: other });
    expect(await h.call(luckyDrawDraw, { activity_id: act.id }, { as: me })).toMatchObject({ prize: null });
    const body = luckyDrawMyPrizes.output.parse(await h.call(luckyDrawMyPrizes, {}, { as: me }));
    expect(body).toMatchObject({
      total: 1,
      rows: [{ prize_name: "Mug", activity_id: act.id, activity_name: "Spring draw" }],
    });
    expect(Object.keys(body.rows[0]!).sort()).toEqual([
      "_id",
      "activity_id",
      "activity_name",
      "create_date",
      "prize_id",
      "prize_name",
    ]);
    expect((await h.call(luckyDrawMyPrizes, {}, { as: other })).total).toBe(1);
    expect(
      (
        await h.call(
          luckyDrawMyPrizes,
          { formData: { user_id: other.uid }, columns: [{ key: "user_id" }] },
          { as: me },
        )
      ).code,
    ).toBe(-1);
  });

  it("needs a signed-in caller", async () => {
    expect((await h.call(luckyDrawMyPrizes, {})).code).toBe(30204);
    expect((await h.call(luckyDrawMyPrizes, { uid: admin.uid } as never)).code).toBe(30204);
  });
});
