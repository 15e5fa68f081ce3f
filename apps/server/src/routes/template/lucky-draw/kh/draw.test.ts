import { adminLuckyDrawUpdate, luckyDrawDraw, luckyDrawGetActivity } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser } from "../../../../test/harness.js";
import { addLuckyDraw, stockOf } from "../../../../test/lucky-draw.js";
import { tallyCodes } from "../../../../test/races.js";

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

const draw = (user: TestUser, activity_id: string) => h.call(luckyDrawDraw, { activity_id }, { as: user });

/** Draws in batches of `parallel` calls at once; the bodies in order. */
async function drawMany(users: TestUser[], activityId: string, each: number, parallel = 200) {
  const calls = users.flatMap((u) => Array.from({ length: each }, () => u));
  const bodies = [];
  for (let i = 0; i < calls.length; i += parallel) {
    bodies.push(...(await Promise.all(calls.slice(i, i + parallel).map((u) => draw(u, activityId)))));
  }
  return bodies;
}

describe("template/lucky-draw/kh/draw", () => {
  it("draws up to the daily cap, counts down, and starts again the next day in UTC+8", async () => {
    // 15:59 UTC is 23:59 in UTC+8: the next minute is another day.
    h.clock.set(Date.UTC(2026, 10, 23, 15, 59));
    const act = await addLuckyDraw(h, admin, [{ name: "Mug", stock: 100, odds: 100 }], { daily_draws: 2 });
    const alice = await h.createUser();
    expect(await draw(alice, act.id)).toMatchObject({ code: 0, prize: { name: "Mug" }, remaining: 1 });
    expect(await draw(alice, act.id)).toMatchObject({ code: 0, remaining: 0 });
    expect(await draw(alice, act.id)).toMatchObject({ code: 91753, msg: /today's 2 draws/ });
    expect(await h.call(luckyDrawGetActivity, { activity_id: act.id }, { as: alice })).toMatchObject({
      remaining: 0,
    });
    h.clock.advance(60_000);
    expect(await draw(alice, act.id)).toMatchObject({ code: 0, remaining: 1 });
    expect((await stockOf(h, act.id))[act.prizes.Mug!]).toBe(97);
  });

  it("gives nothing once a prize's stock is out, and never takes it below zero", async () => {
    const act = await addLuckyDraw(h, admin, [{ name: "Car", stock: 1, odds: 100 }], { daily_draws: 5 });
    const bob = await h.createUser();
    expect(await draw(bob, act.id)).toMatchObject({ code: 0, prize: { name: "Car" } });
    expect(await draw(bob, act.id)).toMatchObject({ code: 0, prize: null, remaining: 3 });
    expect((await stockOf(h, act.id))[act.prizes.Car!]).toBe(0);
  });

  it("refuses activities that are disabled (91750), not started (91751) or ended (91752)", async () => {
    const user = await h.createUser();
    const prizes = [{ name: "Pen", stock: 1, odds: 50 }];
    const now = h.clock.now();
    const off = await addLuckyDraw(h, admin, prizes, { enable: false });
    expect((await draw(user, off.id)).code).toBe(91750);
    expect((await draw(user, "no-such-activity")).code).toBe(91750);
    const later = await addLuckyDraw(h, admin, prizes, { start_time: now + 60_000 });
    expect((await draw(user, later.id)).code).toBe(91751);
    const past = await addLuckyDraw(h, admin, prizes, { start_time: now - 7200_000, end_time: now - 1 });
    expect((await draw(user, past.id)).code).toBe(91752);
    expect(
      (await h.call(adminLuckyDrawUpdate, { _id: past.id, end_time: now + 60_000 }, { as: admin })).code,
    ).toBe(0);
    expect((await draw(user, past.id)).code).toBe(0);
  });

  it("needs a signed-in caller and validates its input", async () => {
    const act = await addLuckyDraw(h, admin, []);
    expect((await h.call(luckyDrawDraw, { activity_id: act.id })).code).toBe(30204);
    const forged = await h.call(luckyDrawDraw, { activity_id: act.id }, { as: `${admin.token}x` });
    expect([30202, 30203, 30204]).toContain(forged.code);
    const user = await h.createUser();
    expect(await h.call("template/lucky-draw/kh/draw", {}, { as: user })).toMatchObject({ code: -1 });
    expect(await h.call("template/lucky-draw/kh/draw", { activity_id: 7 }, { as: user })).toMatchObject({
      code: -1,
    });
  });

  it(`200 parallel draws (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "SQLite"}): caps exact per user, wins never above stock`, async () => {
    const act = await addLuckyDraw(
      h,
      admin,
      [
        { name: "Rare", stock: 5, odds: 50 },
        { name: "Common", stock: 1000, odds: 30 },
      ],
      { daily_draws: 3 },
    );
    const users = await Promise.all(Array.from({ length: 40 }, () => h.createUser()));
    const bodies = await drawMany(users, act.id, 5);
    expect(bodies).toHaveLength(200);
    expect(tallyCodes(bodies)).toEqual({ 0: 120, 91753: 80 });
    const records = await h.app.services.db
      .selectFrom("lucky_draw_records")
      .select(["user_id", "prize_id"])
      .where("activity_id", "=", act.id)
      .execute();
    const perUser = new Map<string, number>();
    for (const r of records) perUser.set(r.user_id, (perUser.get(r.user_id) ?? 0) + 1);
    expect([...perUser.values()]).toEqual(Array(40).fill(3));
    const wins = (id: string) => records.filter((r) => r.prize_id === id).length;
    const stock = await stockOf(h, act.id);
    // Stock is conserved and never negative; 120 draws at 50% for 5 items empties "Rare" (P(not) < 1e-25).
    expect(wins(act.prizes.Rare!)).toBe(5);
    expect(stock[act.prizes.Rare!]).toBe(0);
    expect(wins(act.prizes.Common!) + stock[act.prizes.Common!]!).toBe(1000);
    const won = bodies.filter((b) => b.code === 0 && b.prize).length;
    expect(won).toBe(records.filter((r) => r.prize_id !== null).length);
  });

  it("holds the odds over 1,200 draws (a 7-sigma bound: a false failure has P < 1e-11)", async () => {
    const act = await addLuckyDraw(
      h,
      admin,
      [
        { name: "Gold", stock: 100_000, odds: 30 },
        { name: "Silver", stock: 100_000, odds: 10 },
      ],
      { daily_draws: 1000 },
    );
    const users = await Promise.all(Array.from({ length: 3 }, () => h.createUser()));
    const bodies = await drawMany(users, act.id, 400);
    expect(tallyCodes(bodies)).toEqual({ 0: 1200 });
    const n = bodies.length;
    for (const [name, p] of [
      ["Gold", 0.3],
      ["Silver", 0.1],
      [null, 0.6],
    ] as const) {
      const hits = bodies.filter((b) => ((b.prize as { name: string } | null)?.name ?? null) === name).length;
      const sigma = Math.sqrt(n * p * (1 - p));
      expect(Math.abs(hits - n * p), `${name}: ${hits} of ${n}`).toBeLessThan(7 * sigma);
    }
  }, 120_000);
});
