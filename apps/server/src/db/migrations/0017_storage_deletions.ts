import type { Kysely } from "kysely";

/**
 * Objects Roster still has to delete from storage (issue 15, account deletion): an account is erased from
 * the database in one transaction that also queues its objects here (`key` is one object key, or a prefix
 * ending in `/` for every object under it); they are deleted right after the commit, and a failed or late
 * deletion is retried by the files sweeper until it succeeds. A row is done only by a pass that started at
 * or after `final_after` (an upload target signed before the erasure may still land until then).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("storage_deletions")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    // The next pass may run from this time on.
    .addColumn("due_at", "bigint", (c) => c.notNull())
    .addColumn("final_after", "bigint", (c) => c.notNull())
    // Passes that failed, for the back-off.
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("storage_deletions_due_idx").on("storage_deletions").column("due_at").execute();
}
