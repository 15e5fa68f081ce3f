import { type SelectQueryBuilder, sql } from "kysely";
import type { Database, VkTestRow, VkTestTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** Every demo row as a query, for the list helper. */
export const allRowsQuery = (db: Db): SelectQueryBuilder<Database, "vk_test", VkTestRow> =>
  db.selectFrom("vk_test").selectAll();

/** The newest `limit` rows and how many there are. */
export async function newestRows(db: Db, limit: number): Promise<{ rows: VkTestRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    allRowsQuery(db).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute(),
    countRows(db),
  ]);
  return { rows, total };
}

/** How many demo rows there are (of one owner, when given). */
export async function countRows(db: Db, userId?: string): Promise<number> {
  let query = db.selectFrom("vk_test").select(sql<number | string>`count(*)`.as("n"));
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** `size` rows picked at random (random() is the same function on SQLite and PostgreSQL). */
export function randomRows(db: Db, size: number): Promise<VkTestRow[]> {
  return allRowsQuery(db).orderBy(sql`random()`).limit(size).execute();
}

/** sum, avg, max and min of money over every row (null without rows; PostgreSQL answers numeric as text). */
export async function moneyAggregate(db: Db, fn: "sum" | "avg" | "max" | "min"): Promise<number | null> {
  const aggregate = {
    sum: sql<number | string | null>`sum(money)`,
    avg: sql<number | string | null>`avg(money)`,
    max: sql<number | string | null>`max(money)`,
    min: sql<number | string | null>`min(money)`,
  }[fn];
  const row = await db.selectFrom("vk_test").select(aggregate.as("value")).executeTakeFirst();
  return row?.value === null || row?.value === undefined ? null : Number(row.value);
}

/** The rows inside a latitude/longitude box (the geo demo filters them by true distance afterwards). */
export function rowsInBox(
  db: Db,
  box: { minLat: number; maxLat: number; minLon: number; maxLon: number },
): Promise<VkTestRow[]> {
  return allRowsQuery(db)
    .where("latitude", ">=", box.minLat)
    .where("latitude", "<=", box.maxLat)
    .where("longitude", ">=", box.minLon)
    .where("longitude", "<=", box.maxLon)
    .execute();
}

/** The row with this id, if any. */
export function findRow(db: Db, id: string): Promise<VkTestRow | undefined> {
  return allRowsQuery(db).where("id", "=", id).executeTakeFirst();
}

/** Money groups, most money first: how many distinct owners hold rows of each amount. */
export async function moneyGroups(db: Db, limit: number): Promise<{ money: number; owners: number }[]> {
  const rows = await db
    .selectFrom("vk_test")
    .select(["money", sql<number | string>`count(distinct user_id)`.as("owners")])
    .groupBy("money")
    .orderBy("money", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ money: Number(row.money), owners: Number(row.owners) }));
}

/** Inserts rows. */
export async function insertRows(db: Db, rows: readonly VkTestTable[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto("vk_test")
      .values([...rows])
      .execute();
}

/** Deletes every row of one owner; answers how many. */
export async function deleteOwnRows(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom("vk_test").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sets money on the owner's row with this id; answers how many rows changed (0 or 1). */
export async function setOwnMoney(db: Db, userId: string, id: string, money: number, now: number) {
  const result = await db
    .updateTable("vk_test")
    .set({ money, updated_at: now })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Adds to the money of the owner's row in one statement (atomic on both databases); the row after it. */
export function incrementOwnMoney(
  db: Db,
  userId: string,
  id: string,
  by: number,
  now: number,
): Promise<VkTestRow | undefined> {
  return db
    .updateTable("vk_test")
    .set({ money: sql<number>`money + ${by}`, updated_at: now })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirst();
}
