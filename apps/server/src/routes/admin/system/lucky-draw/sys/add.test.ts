import { adminLuckyDrawAdd, luckyDrawGetActivity } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly, userManager } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";
import { luckyDrawManager } from "../../../../../test/lucky-draw.js";

const PATH = "admin/system/lucky-draw/sys/add";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

const input = () => ({
  name: "Spring draw",
  description: "Three tries a day",
  start_time: h.clock.now() - 1000,
  end_time: h.clock.now() + 86_400_000,
  daily_draws: 3,
  prizes: [
    { name: "Mug", stock: 10, odds: 12.5 },
    { name: "Pen", stock: 0, odds: 0.01 },
  ],
});

describe(PATH, () => {
  it("creates an activity with its prizes that players see, and logs it", async () => {
    const body = adminLuckyDrawAdd.output.parse(await h.call(PATH, input(), { as: admin }));
    expect(body.row).toMatchObject({
      name: "Spring draw",
      enable: true,
      daily_draws: 3,
      prizes: [
        { name: "Mug", stock: 10, odds: 12.5, won: 0 },
        { name: "Pen", stock: 0, odds: 0.01, won: 0 },
      ],
    });
    const seen = await h.call(luckyDrawGetActivity, { activity_id: body._id });
    expect(seen).toMatchObject({
      code: 0,
      activity: { _id: body._id, prizes: [{ name: "Mug", odds: 12.5 }, {}] },
    });
    expect((await adminLogOf(h, PATH)).at(-1)).toMatchObject({ title: "luckyDrawAdd", response_code: 0 });
  });

  it("refuses odds over 100% in total (91754) and an end before the start (91756)", async () => {
    const over = {
      ...input(),
      prizes: [
        { name: "A", stock: 1, odds: 60 },
        { name: "B", stock: 1, odds: 40.01 },
      ],
    };
    expect(await h.call(PATH, over, { as: admin })).toMatchObject({ code: 91754, msg: /100%.*100\.01%/ });
    const exact = {
      ...input(),
      prizes: [
        { name: "A", stock: 1, odds: 60 },
        { name: "B", stock: 1, odds: 40 },
      ],
    };
    expect((await h.call(PATH, exact, { as: admin })).code).toBe(0);
    const backwards = { ...input(), end_time: input().start_time };
    expect((await h.call(PATH, backwards, { as: admin })).code).toBe(91756);
  });

  it.each([
    [{ prizes: [{ name: "A", stock: -1, odds: 1 }] }, "prizes.0.stock"],
    [{ prizes: [{ name: "A", stock: 1, odds: 0.001 }] }, "prizes.0.odds"],
    [{ prizes: [{ name: "A", stock: 1, odds: 101 }] }, "prizes.0.odds"],
    [{ prizes: [{ name: "", stock: 1, odds: 1 }] }, "prizes.0.name"],
    [{ daily_draws: 0 }, "daily_draws"],
    [{ name: "" }, "name"],
  ])("validates %j", async (patch, key) => {
    const body = await h.call(PATH, { ...input(), ...patch }, { as: admin });
    expect(body.code).toBe(-1);
    expect(String(body.key ?? body.msg)).toContain(key.split(".").at(-1));
  });

  it("refuses a prize that names an id: a new activity has no prizes to keep (91755, found by the fuzz)", async () => {
    const prizes = [{ _id: "4888feb147da18d96d9c68d9", name: "Mug", stock: 1, odds: 1 }];
    const body = await h.callRaw(PATH, { ...input(), prizes }, { as: admin });
    expect(body.status).toBe(200);
    expect(body.body.code).toBe(91755);
  });

  it("is for admins and holders of the permission only (a narrow back-office user gets 403)", async () => {
    await expectAdminOnly(h, PATH, input());
    const clerk = await userManager(h);
    expect(await h.call(PATH, input(), { as: clerk })).toMatchObject({ code: 403 });
    const manager = await luckyDrawManager(h);
    expect((await h.call(PATH, input(), { as: manager })).code).toBe(0);
  });
});
