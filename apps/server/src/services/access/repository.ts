import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { prepared } from "../../db/prepared.js";
import type { Database, MenuRow, PermissionRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** The roles of a user with their enable flag (on every authenticated call). */
export const rolesOfUser = prepared((db, userId: string) =>
  db
    .selectFrom("user_roles")
    .innerJoin("roles", "roles.role_id", "user_roles.role_id")
    .select(["roles.role_id", "roles.enable"])
    .where("user_roles.user_id", "=", userId)
    .orderBy("roles.role_id"),
);

/** The enabled permissions granted by the given roles. */
export function permissionsOfRoles(db: Db, roleIds: readonly string[]): Promise<PermissionRow[]> {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("role_permissions")
    .innerJoin("permissions", "permissions.permission_id", "role_permissions.permission_id")
    .selectAll("permissions")
    .distinct()
    .where("role_permissions.role_id", "in", roleIds)
    .where("permissions.enable", "=", 1)
    .orderBy("permissions.permission_id")
    .execute();
}

/**
 * The enabled permissions the built-in roles grant by rule (reference §2.2): levels 1..`maxLevel`
 * (admin-lv1/2/3), and with `queryAll` every read permission (curd_category 4) below level 4.
 */
export function permissionsByRule(
  db: Db,
  rule: { maxLevel: number; queryAll: boolean },
): Promise<PermissionRow[]> {
  if (rule.maxLevel < 1 && !rule.queryAll) return Promise.resolve([]);
  return db
    .selectFrom("permissions")
    .selectAll()
    .where((eb) => grantedByRule(eb, eb.val(rule.maxLevel), sql.lit(rule.queryAll)))
    .orderBy("permission_id")
    .execute();
}

/**
 * The built-in roles' rule (reference §2.2) as a condition on a permission: enabled, and of level 1 to
 * `maxLevel`, or, where `queryAll` holds, a read permission (curd_category 4) below level 4. Both are SQL
 * expressions, so that authentication can work them out from the user's roles in the same query. The
 * constants are literals: a query compiled once binds only its arguments (db/prepared.ts).
 */
export function grantedByRule(
  eb: ExpressionBuilder<Database, "permissions">,
  maxLevel: Expression<number | null>,
  queryAll: Expression<SqlBool>,
): Expression<SqlBool> {
  return eb.and([
    eb("permissions.enable", "=", eb.lit(1)),
    eb.or([
      eb.and([eb("permissions.level", ">=", eb.lit(1)), eb("permissions.level", "<=", maxLevel)]),
      eb.and([
        queryAll,
        eb("permissions.curd_category", "=", eb.lit(4)),
        eb("permissions.level", "<>", eb.lit(4)),
      ]),
    ]),
  ]);
}

/** Gives a user a role (idempotent). */
export async function addUserRole(db: Db, userId: string, roleId: string): Promise<void> {
  await db
    .insertInto("user_roles")
    .values({ user_id: userId, role_id: roleId })
    .onConflict((oc) => oc.columns(["user_id", "role_id"]).doNothing())
    .execute();
}

/** What one role grants: its enabled permissions (bound, and by rule for the built-in roles) and its menus. */
export interface RoleGrants {
  permissions: PermissionRow[];
  menus: string[];
}

/**
 * The grants of the given roles (every role when `roleIds` is omitted), whether or not each role is enabled
 * (enabling it is a change that needs the rights it grants). The built-in level roles and query-all grant
 * by rule (reference §2.2), whoever bound what to them.
 */
export async function grantsOfRoles(
  db: Db,
  roleIds: readonly string[] | undefined,
  rules: { levelOf: (roleId: string) => number; queryAll: string },
): Promise<Map<string, RoleGrants>> {
  if (roleIds?.length === 0) return new Map();
  let roles = db.selectFrom("roles").select("role_id");
  let bound = db
    .selectFrom("role_permissions")
    .innerJoin("permissions", "permissions.permission_id", "role_permissions.permission_id")
    .selectAll("permissions")
    .select("role_permissions.role_id as granted_to")
    .where("permissions.enable", "=", 1);
  let menus = db.selectFrom("role_menus").select(["role_id", "menu_id"]);
  if (roleIds) {
    roles = roles.where("role_id", "in", roleIds);
    bound = bound.where("role_permissions.role_id", "in", roleIds);
    menus = menus.where("role_id", "in", roleIds);
  }
  const [roleRows, boundRows, menuRows] = await Promise.all([
    roles.execute(),
    bound.execute(),
    menus.execute(),
  ]);
  const grants = new Map<string, RoleGrants>();
  for (const { role_id } of roleRows) {
    const rule = { maxLevel: rules.levelOf(role_id), queryAll: role_id === rules.queryAll };
    grants.set(role_id, { permissions: await permissionsByRule(db, rule), menus: [] });
  }
  for (const { granted_to, ...permission } of boundRows) grants.get(granted_to)?.permissions.push(permission);
  for (const { role_id, menu_id } of menuRows) grants.get(role_id)?.menus.push(menu_id);
  return grants;
}

/** The menus bound to the given roles. */
export async function menusOfRoles(db: Db, roleIds: readonly string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectFrom("role_menus")
    .select("menu_id")
    .distinct()
    .where("role_id", "in", roleIds)
    .execute();
  return rows.map((r) => r.menu_id);
}

/** An account as the privilege rule weighs it: its back-office flag and every role assigned to it. */
export interface AccountRights {
  id: string;
  allow_login_background: number;
  roles: string[];
}

async function withRoles(db: Db, users: { id: string; allow_login_background: number }[]) {
  const roles = users.length
    ? await db
        .selectFrom("user_roles")
        .select(["user_id", "role_id"])
        .where(
          "user_id",
          "in",
          users.map((u) => u.id),
        )
        .execute()
    : [];
  return users.map((u) => ({ ...u, roles: roles.filter((r) => r.user_id === u.id).map((r) => r.role_id) }));
}

/** The account `userId` with its roles, if it exists. */
export async function accountRights(db: Db, userId: string): Promise<AccountRights | undefined> {
  const users = await db
    .selectFrom("users")
    .select(["id", "allow_login_background"])
    .where("id", "=", userId)
    .execute();
  return (await withRoles(db, users))[0];
}

/** Every account whose mobile or e-mail (confirmed or not) is `recipient`, with its roles. */
export async function accountsHolding(db: Db, recipient: string): Promise<AccountRights[]> {
  const users = await db
    .selectFrom("users")
    .select(["id", "allow_login_background"])
    .where((eb) => eb.or([eb("mobile", "=", recipient), eb("email", "=", recipient)]))
    .execute();
  return withRoles(db, users);
}

/** The permissions among `ids` (enabled or not). */
export function permissionsById(db: Db, ids: readonly string[]): Promise<PermissionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom("permissions").selectAll().where("permission_id", "in", ids).execute();
}

/** Every enabled menu entry. */
export function findEnabledMenus(db: Db): Promise<MenuRow[]> {
  return db.selectFrom("menus").selectAll().where("enable", "=", 1).execute();
}

/** The enabled menu entries bound to at least one of `roleIds` (not empty). */
export function findEnabledMenusOfRoles(db: Db, roleIds: readonly string[]): Promise<MenuRow[]> {
  return db
    .selectFrom("menus")
    .selectAll()
    .where("enable", "=", 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("role_menus")
          .select("role_menus.menu_id")
          .whereRef("role_menus.menu_id", "=", "menus.menu_id")
          .where("role_menus.role_id", "in", roleIds),
      ),
    )
    .execute();
}
