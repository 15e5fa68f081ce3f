import type { Insertable, Updateable } from "kysely";
import type { ComponentRow, ComponentsDynamicTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** Every page component, as a query for the list helper to filter, order and page. */
export function componentsQuery(db: Db) {
  return db.selectFrom("components_dynamic").selectAll();
}

/** The stored data of the enabled components among `ids` (not empty). */
export function findEnabledComponentData(
  db: Db,
  ids: readonly string[],
): Promise<{ data_id: string; data: string }[]> {
  return db
    .selectFrom("components_dynamic")
    .select(["data_id", "data"])
    .where("data_id", "in", ids)
    .where("enable", "=", 1)
    .execute();
}

/** One component by id. */
export function findComponentById(db: Db, id: string): Promise<ComponentRow | undefined> {
  return db.selectFrom("components_dynamic").selectAll().where("data_id", "=", id).executeTakeFirst();
}

/** Inserts a component. */
export async function insertComponent(db: Db, row: Insertable<ComponentsDynamicTable>): Promise<void> {
  await db.insertInto("components_dynamic").values(row).execute();
}

/** Updates the given columns of one component. */
export async function updateComponentRow(
  db: Db,
  id: string,
  patch: Updateable<ComponentsDynamicTable>,
): Promise<void> {
  await db.updateTable("components_dynamic").set(patch).where("data_id", "=", id).execute();
}

/** Deletes one component; answers whether it existed. */
export async function deleteComponentById(db: Db, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("components_dynamic").where("data_id", "=", id).executeTakeFirst();
  return deleted.numDeletedRows !== 0n;
}
