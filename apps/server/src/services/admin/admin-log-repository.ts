import type { Insertable } from "kysely";
import type { AdminLogTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** Every admin-log entry, as a query for the list helper to filter, order and page. */
export function adminLogQuery(db: Db) {
  return db.selectFrom("admin_log").selectAll();
}

/** Writes one admin-log entry. */
export async function insertAdminLog(db: Db, entry: Insertable<AdminLogTable>): Promise<void> {
  await db.insertInto("admin_log").values(entry).execute();
}
