import { luckyDrawDraw, luckyDrawGetActivity } from "@roster/contract/routes";
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

describe("template/lucky-draw/pub/getActivity", () => {
  it("shows an enabled activity to anyone: prizes with stock left and odds, nothing else", async () => {
    const act = await addLuckyDraw(h, admin, [{ name: "Mug", stock: 4, odds: 25 }], { daily_draws: 2 });
    const body = luckyDrawGetActivity.output.parse(
      await h.call(luckyDrawGetActivity, { activity_id: act.id }),
    );
    expect(body.remaining).toBeUndefined();
    expect(Object.keys(body.activity).sort()).toEqual([
      "_id",
      "daily_draws",
      "description",
      "end_time",
      "name",
      "prizes",
      "start_time",
    ]);
    expect(body.activity.prizes).toEqual([{ _id: act.prizes.Mug, name: "Mug", stock: 4, odds: 25 }]);
  });

  it("tells a signed-in caller the draws left today; a bad token is ignored", async () => {
    const act = await addLuckyDraw(h, admin, [], { daily_draws: 2 });
    const user = await h.createUser();
    expect(await h.call(luckyDrawGetActivity, { activity_id: act.id }, { as: user })).toMatchObject({
      remaining: 2,
    });
    await h.call(luckyDrawDraw, { activity_id: act.id }, { as: user });
    expect(await h.call(luckyDrawGetActivity, { activity_id: act.id }, { as: user })).toMatchObject({
      remaining: 1,
    });
    const anonymous = await h.call(luckyDrawGetActivity, { activity_id: act.id }, { as: "not-a-token" });
    expect(anonymous.code).toBe(0);
    expect(anonymous.remaining).toBeUndefined();
  });

  it("hides disabled and unknown activities (91750)", async () => {
    const off = await addLuckyDraw(h, admin, [], { enable: false });
    expect((await h.call(luckyDrawGetActivity, { activity_id: off.id })).code).toBe(91750);
    expect((await h.call(luckyDrawGetActivity, { activity_id: "x".repeat(64) })).code).toBe(91750);
    expect((await h.call(luckyDrawGetActivity, { activity_id: "x".repeat(65) })).code).toBe(-1);
  });
});
