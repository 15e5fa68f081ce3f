import type { Insertable, Updateable } from "kysely";
import type { MenuRow, MenusTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** Every menu entry, as a query for the list helper to filter, order and page. */
export function menusQuery(db: Db) {
  return db.selectFrom("menus").selectAll();
}

/** One menu entry by id. */
export function findMenuById(db: Db, id: string): Promise<MenuRow | undefined> {
  return db.selectFrom("menus").selectAll().where("menu_id", "=", id).executeTakeFirst();
}

/** The ids among `menuIds` that name a menu entry. */
export async function findMenuIds(db: Db, menuIds: readonly string[]): Promise<string[]> {
  if (menuIds.length === 0) return [];
  const rows = await db.selectFrom("menus").select("menu_id").where("menu_id", "in", menuIds).execute();
  return rows.map((r) => r.menu_id);
}

/** Whether a menu entry has sub-menus. */
export async function hasChildMenus(db: Db, id: string): Promise<boolean> {
  const child = await db.selectFrom("menus").select("menu_id").where("parent_id", "=", id).executeTakeFirst();
  return child !== undefined;
}

/** Inserts a menu entry. */
export async function insertMenu(db: Db, row: Insertable<MenusTable>): Promise<void> {
  await db.insertInto("menus").values(row).execute();
}

/** Updates the given columns of one menu entry (at least one). */
export async function updateMenuRow(db: Db, id: string, patch: Updateable<MenusTable>): Promise<void> {
  await db.updateTable("menus").set(patch).where("menu_id", "=", id).execute();
}

/** Deletes one menu entry (roles lose it by cascade); answers whether it existed. */
export async function deleteMenuById(db: Db, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("menus").where("menu_id", "=", id).executeTakeFirst();
  return deleted.numDeletedRows !== 0n;
}
