import { expect } from "vitest";
import type { Harness, TestUser } from "./harness.js";

/**
 * Fixtures of the admin-console tests: roles, permissions and menus written straight into the database,
 * and readers of the admin log.
 */

/** A permission to seed; `url` is a list of patterns. */
export interface SeedPermission {
  permission_id: string;
  url: string[];
  match_mode?: number;
  level?: number;
  curd_category?: number;
  enable?: number;
}

/** Inserts permissions (enabled unless said otherwise). */
export async function seedPermissions(h: Harness, permissions: SeedPermission[]): Promise<void> {
  for (const p of permissions) {
    await h.app.services.db
      .insertInto("permissions")
      .values({
        permission_id: p.permission_id,
        permission_name: p.permission_id,
        comment: "",
        url: JSON.stringify(p.url),
        match_mode: p.match_mode ?? 0,
        level: p.level ?? 0,
        curd_category: p.curd_category ?? 0,
        parent_id: null,
        sort: 0,
        enable: p.enable ?? 1,
        created_at: h.clock.now(),
      })
      .execute();
  }
}

/** Inserts a role with the given permission and menu grants. */
export async function seedRole(
  h: Harness,
  roleId: string,
  options: { enable?: number; permissions?: string[]; menus?: string[] } = {},
): Promise<void> {
  const db = h.app.services.db;
  await db
    .insertInto("roles")
    .values({
      role_id: roleId,
      role_name: roleId,
      comment: "",
      enable: options.enable ?? 1,
      created_at: h.clock.now(),
    })
    .execute();
  for (const permission_id of options.permissions ?? []) {
    await db.insertInto("role_permissions").values({ role_id: roleId, permission_id }).execute();
  }
  for (const menu_id of options.menus ?? []) {
    await db.insertInto("role_menus").values({ role_id: roleId, menu_id }).execute();
  }
}

/** A menu entry to seed. */
export interface SeedMenu {
  menu_id: string;
  parent_id?: string | null;
  sort?: number;
  enable?: number;
  hidden?: number;
  url?: string;
}

/** Inserts menu entries (enabled unless said otherwise). */
export async function seedMenus(h: Harness, menus: SeedMenu[]): Promise<void> {
  for (const m of menus) {
    await h.app.services.db
      .insertInto("menus")
      .values({
        menu_id: m.menu_id,
        name: `Menu ${m.menu_id}`,
        icon: "",
        url: m.url ?? `/pages/${m.menu_id}`,
        comment: "",
        sort: m.sort ?? 0,
        parent_id: m.parent_id ?? null,
        enable: m.enable ?? 1,
        hidden: m.hidden ?? 0,
        created_at: h.clock.now(),
      })
      .execute();
  }
}

/** The admin-log rows of a route, oldest first (their ids sort in the order of writing). */
export function adminLogOf(h: Harness, url: string) {
  return h.app.services.db.selectFrom("admin_log").selectAll().where("url", "=", url).orderBy("id").execute();
}

/** A unique id for records of one test. */
let seq = 0;
export const uid = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;

/**
 * Asserts the sys-route guard of an admin route: no token 30204, a signed-in user without back-office access
 * 403 "back office", a back-office user without a matching permission 403 "insufficient permission", and
 * no admin-log entry for any of them.
 */
export async function expectAdminOnly(h: Harness, path: string, data: unknown): Promise<void> {
  const logged = (await adminLogOf(h, path)).length;
  const plain: TestUser = await h.createUser();
  const backOffice: TestUser = await h.createUser({ allow_login_background: 1 });
  expect((await h.call(path, data)).code).toBe(30204);
  expect(await h.call(path, data, { as: plain })).toMatchObject({ code: 403, msg: /back office/ });
  expect(await h.call(path, data, { as: backOffice })).toMatchObject({
    code: 403,
    msg: /Insufficient permission/,
  });
  expect(await adminLogOf(h, path)).toHaveLength(logged);
}

/**
 * A back-office user who may call every `admin/system/user/sys/*` route through a wildcard permission, but
 * is not an admin: what an organisation gives its HR clerks.
 */
export async function userManager(h: Harness): Promise<TestUser> {
  const exists = await h.app.services.db
    .selectFrom("roles")
    .select("role_id")
    .where("role_id", "=", "user-manager")
    .executeTakeFirst();
  if (!exists) {
    await seedPermissions(h, [
      { permission_id: "manage-users", url: ["admin/system/user/sys/*"], match_mode: 1 },
    ]);
    await seedRole(h, "user-manager", { permissions: ["manage-users"] });
  }
  return h.createUser({ allow_login_background: 1, roles: ["user-manager"] });
}
