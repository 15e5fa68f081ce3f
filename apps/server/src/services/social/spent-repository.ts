import type { Db } from "../../db/types.js";

/**
 * Marks a one-time credential (`key`) used until `until` (epoch ms): true for its first use, false for
 * every later one. The insert either adds the row or hits the primary key, so of many parallel uses
 * exactly one wins. Rows of credentials that are refused anyway by now go first.
 */
export async function spendOnce(db: Db, key: string, until: number, now: number): Promise<boolean> {
  await db.deleteFrom("social_spent").where("until", "<", now).execute();
  const result = await db
    .insertInto("social_spent")
    .values({ key, until })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
