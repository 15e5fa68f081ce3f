import { adminLuckyDrawAdd } from "@roster/contract/routes";
import { expect } from "vitest";
import { seedPermissions, seedRole } from "./admin-fixtures.js";
import type { Harness, TestUser } from "./harness.js";

/** A prize of a test activity. */
export interface TestPrize {
  name: string;
  stock: number;
  odds: number;
}

/** What `addLuckyDraw` made: the activity id and its prize ids by name. */
export interface TestActivity {
  id: string;
  prizes: Record<string, string>;
}

/** Creates an activity through the admin route, open from an hour ago for a week, enabled. */
export async function addLuckyDraw(
  h: Harness,
  admin: TestUser,
  prizes: TestPrize[],
  fields: Partial<{
    name: string;
    daily_draws: number;
    enable: boolean;
    start_time: number;
    end_time: number;
  }> = {},
): Promise<TestActivity> {
  const now = h.clock.now();
  const body = await h.call(
    adminLuckyDrawAdd,
    {
      name: "Spring draw",
      start_time: now - 3_600_000,
      end_time: now + 7 * 86_400_000,
      daily_draws: 3,
      prizes,
      ...fields,
    },
    { as: admin },
  );
  expect(body.code, JSON.stringify(body)).toBe(0);
  const row = adminLuckyDrawAdd.output.parse(body).row;
  return { id: row._id, prizes: Object.fromEntries(row.prizes.map((p) => [p.name, p._id])) };
}

/** A back-office user whose role grants every `admin/system/lucky-draw/sys/*` route, not an admin. */
export async function luckyDrawManager(h: Harness): Promise<TestUser> {
  const exists = await h.app.services.db
    .selectFrom("roles")
    .select("role_id")
    .where("role_id", "=", "lucky-draw-manager")
    .executeTakeFirst();
  if (!exists) {
    await seedPermissions(h, [
      { permission_id: "manage-lucky-draw", url: ["admin/system/lucky-draw/sys/*"], match_mode: 1 },
    ]);
    await seedRole(h, "lucky-draw-manager", { permissions: ["manage-lucky-draw"] });
  }
  return h.createUser({ allow_login_background: 1, roles: ["lucky-draw-manager"] });
}

/** The stock left of each prize of an activity, by prize id. */
export async function stockOf(h: Harness, activityId: string): Promise<Record<string, number>> {
  const rows = await h.app.services.db
    .selectFrom("lucky_draw_prizes")
    .select(["id", "stock"])
    .where("activity_id", "=", activityId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.stock]));
}
