import type { Insertable, Updateable } from "kysely";
import type { RoleRow, RolesTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** Every role, as a query for the list helper to filter, order and page. */
export function rolesQuery(db: Db) {
  return db.selectFrom("roles").selectAll();
}

/** A permission or menu bound to a role. */
export interface RoleLink {
  role_id: string;
  id: string;
}

/** The permissions (by permission_id) and menus (by menu_id) bound to the roles `roleIds`. */
export async function findRoleLinks(
  db: Db,
  roleIds: readonly string[],
): Promise<{ permissions: RoleLink[]; menus: RoleLink[] }> {
  if (roleIds.length === 0) return { permissions: [], menus: [] };
  const [permissions, menus] = await Promise.all([
    db
      .selectFrom("role_permissions")
      .select(["role_id", "permission_id as id"])
      .where("role_id", "in", roleIds)
      .orderBy("permission_id")
      .execute(),
    db
      .selectFrom("role_menus")
      .select(["role_id", "menu_id as id"])
      .where("role_id", "in", roleIds)
      .orderBy("menu_id")
      .execute(),
  ]);
  return { permissions, menus };
}

/** One role by id. */
export function findRoleById(db: Db, roleId: string): Promise<RoleRow | undefined> {
  return db.selectFrom("roles").selectAll().where("role_id", "=", roleId).executeTakeFirst();
}

/** Whether the role exists. */
export async function roleExists(db: Db, roleId: string): Promise<boolean> {
  const row = await db.selectFrom("roles").select("role_id").where("role_id", "=", roleId).executeTakeFirst();
  return row !== undefined;
}

/** The ids among `roleIds` that name a role. */
export async function findRoleIds(db: Db, roleIds: readonly string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db.selectFrom("roles").select("role_id").where("role_id", "in", roleIds).execute();
  return rows.map((r) => r.role_id);
}

/** Inserts a role. */
export async function insertRole(db: Db, row: Insertable<RolesTable>): Promise<void> {
  await db.insertInto("roles").values(row).execute();
}

/** Updates the given columns of one role (at least one); answers whether it exists. */
export async function updateRoleRow(db: Db, roleId: string, patch: Updateable<RolesTable>): Promise<boolean> {
  const updated = await db.updateTable("roles").set(patch).where("role_id", "=", roleId).executeTakeFirst();
  return updated.numUpdatedRows !== 0n;
}

/** Deletes one role (its grants cascade); answers whether it existed. */
export async function deleteRoleById(db: Db, roleId: string): Promise<boolean> {
  const deleted = await db.deleteFrom("roles").where("role_id", "=", roleId).executeTakeFirst();
  return deleted.numDeletedRows !== 0n;
}

/** Replaces the permissions of a role with exactly `permissionIds` (run it in a transaction). */
export async function replaceRolePermissions(
  db: Db,
  roleId: string,
  permissionIds: readonly string[],
): Promise<void> {
  await db.deleteFrom("role_permissions").where("role_id", "=", roleId).execute();
  if (permissionIds.length) {
    await db
      .insertInto("role_permissions")
      .values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })))
      .execute();
  }
}

/** Replaces the menus of a role with exactly `menuIds` (run it in a transaction). */
export async function replaceRoleMenus(db: Db, roleId: string, menuIds: readonly string[]): Promise<void> {
  await db.deleteFrom("role_menus").where("role_id", "=", roleId).execute();
  if (menuIds.length) {
    await db
      .insertInto("role_menus")
      .values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id })))
      .execute();
  }
}
