import { prepared } from "../../db/prepared.js";
import type { PermissionRow } from "../../db/schema.js";
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
    .where("enable", "=", 1)
    .where((eb) =>
      eb.or([
        ...(rule.maxLevel >= 1 ? [eb.and([eb("level", ">=", 1), eb("level", "<=", rule.maxLevel)])] : []),
        ...(rule.queryAll ? [eb.and([eb("curd_category", "=", 4), eb("level", "<>", 4)])] : []),
      ]),
    )
    .orderBy("permission_id")
    .execute();
}

/** Gives a user a role (idempotent). */
export async function addUserRole(db: Db, userId: string, roleId: string): Promise<void> {
  await db
    .insertInto("user_roles")
    .values({ user_id: userId, role_id: roleId })
    .onConflict((oc) => oc.columns(["user_id", "role_id"]).doNothing())
    .execute();
}
