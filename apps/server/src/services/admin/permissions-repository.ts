import type { Updateable } from "kysely";
import type { PermissionRow, PermissionsTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** Every permission, as a query for the list helper to filter, order and page. */
export function permissionsQuery(db: Db) {
  return db.selectFrom("permissions").selectAll();
}

/** One permission by id. */
export function findPermissionById(db: Db, id: string): Promise<PermissionRow | undefined> {
  return db.selectFrom("permissions").selectAll().where("permission_id", "=", id).executeTakeFirst();
}

/** The ids among `permissionIds` that name a permission. */
export async function findPermissionIds(db: Db, permissionIds: readonly string[]): Promise<string[]> {
  if (permissionIds.length === 0) return [];
  const rows = await db
    .selectFrom("permissions")
    .select("permission_id")
    .where("permission_id", "in", permissionIds)
    .execute();
  return rows.map((r) => r.permission_id);
}

/** Inserts a permission. */
export async function insertPermission(db: Db, row: PermissionRow): Promise<void> {
  await db.insertInto("permissions").values(row).execute();
}

/** Updates the given columns of one permission (at least one). */
export async function updatePermissionRow(
  db: Db,
  id: string,
  patch: Updateable<PermissionsTable>,
): Promise<void> {
  await db.updateTable("permissions").set(patch).where("permission_id", "=", id).execute();
}

/** Deletes one permission (roles lose it by cascade); answers whether it existed. */
export async function deletePermissionById(db: Db, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("permissions").where("permission_id", "=", id).executeTakeFirst();
  return deleted.numDeletedRows !== 0n;
}
