import type { Selectable } from "kysely";
import type { StorageDeletionsTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** One queued deletion. */
export type StorageDeletionRow = Selectable<StorageDeletionsTable>;

/** Queues keys or prefixes (run it in the transaction that makes them garbage); a key queued again is due now. */
export async function queueDeletions(
  db: Db,
  keys: readonly string[],
  at: { now: number; finalAfter: number },
): Promise<void> {
  for (const key of new Set(keys)) {
    await db
      .insertInto("storage_deletions")
      .values({ key, created_at: at.now, due_at: at.now, final_after: at.finalAfter, failures: 0 })
      .onConflict((oc) => oc.column("key").doUpdateSet({ due_at: at.now, final_after: at.finalAfter }))
      .execute();
  }
}

/** Queued deletions due at `now` (all, or only `keys`), oldest due first, at most `limit`. */
export function dueDeletions(
  db: Db,
  now: number,
  limit: number,
  keys?: readonly string[],
): Promise<StorageDeletionRow[]> {
  let query = db.selectFrom("storage_deletions").selectAll().where("due_at", "<=", now);
  if (keys) query = query.where("key", "in", keys.length ? keys : [""]);
  return query.orderBy("due_at").orderBy("key").limit(limit).execute();
}

/** Every queued deletion (tests and tools). */
export function allDeletions(db: Db): Promise<StorageDeletionRow[]> {
  return db.selectFrom("storage_deletions").selectAll().orderBy("key").execute();
}

/** Removes a finished deletion. */
export async function removeDeletion(db: Db, key: string): Promise<void> {
  await db.deleteFrom("storage_deletions").where("key", "=", key).execute();
}

/** Sets when a deletion runs next, and whether the pass failed (counted for the back-off). */
export async function rescheduleDeletion(db: Db, key: string, dueAt: number, failed: boolean): Promise<void> {
  const query = db.updateTable("storage_deletions").set({ due_at: dueAt }).where("key", "=", key);
  await (failed ? query.set((eb) => ({ failures: eb("failures", "+", 1) })) : query).execute();
}
