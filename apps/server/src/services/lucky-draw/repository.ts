import type { Updateable } from "kysely";
import type {
  LuckyDrawActivitiesTable,
  LuckyDrawActivityRow,
  LuckyDrawPrizeRow,
  LuckyDrawRecordRow,
} from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** Every activity, as a query for the list helper. */
export function activitiesQuery(db: Db) {
  return db.selectFrom("lucky_draw_activities").selectAll();
}

/** The enabled activities that end after `now`, as a query for the list helper. */
export function openActivitiesQuery(db: Db, now: number) {
  return db.selectFrom("lucky_draw_activities").selectAll().where("enable", "=", 1).where("end_at", ">", now);
}

/** One activity by id. */
export function findActivity(db: Db, id: string): Promise<LuckyDrawActivityRow | undefined> {
  return db.selectFrom("lucky_draw_activities").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The prizes of some activities, in each activity's order. */
export async function prizesOf(db: Db, activityIds: readonly string[]): Promise<LuckyDrawPrizeRow[]> {
  if (activityIds.length === 0) return [];
  return db
    .selectFrom("lucky_draw_prizes")
    .selectAll()
    .where("activity_id", "in", activityIds)
    .orderBy("activity_id")
    .orderBy("sort")
    .orderBy("id")
    .execute();
}

/** How many draws won each of these prizes. */
export async function winsByPrize(db: Db, prizeIds: readonly string[]): Promise<Map<string, number>> {
  if (prizeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("lucky_draw_records")
    .select(["prize_id", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("prize_id", "in", prizeIds)
    .groupBy("prize_id")
    .execute();
  return new Map(rows.map((r) => [r.prize_id as string, Number(r.n)]));
}

/** Inserts an activity. */
export async function insertActivity(db: Db, row: LuckyDrawActivityRow): Promise<void> {
  await db.insertInto("lucky_draw_activities").values(row).execute();
}

/** Updates the given columns of an activity. */
export async function updateActivityRow(
  db: Db,
  id: string,
  patch: Updateable<LuckyDrawActivitiesTable>,
): Promise<void> {
  await db.updateTable("lucky_draw_activities").set(patch).where("id", "=", id).execute();
}

/** Deletes an activity with its prizes and draws; answers whether it existed. */
export async function deleteActivityRows(db: Db, id: string): Promise<boolean> {
  await db.deleteFrom("lucky_draw_records").where("activity_id", "=", id).execute();
  await db.deleteFrom("lucky_draw_prizes").where("activity_id", "=", id).execute();
  const deleted = await db.deleteFrom("lucky_draw_activities").where("id", "=", id).executeTakeFirst();
  return deleted.numDeletedRows !== 0n;
}

/** Inserts a prize. */
export async function insertPrize(db: Db, row: LuckyDrawPrizeRow): Promise<void> {
  await db.insertInto("lucky_draw_prizes").values(row).execute();
}

/** Sets a prize's name, stock, odds and position. */
export async function updatePrizeRow(
  db: Db,
  row: Pick<LuckyDrawPrizeRow, "id" | "name" | "stock" | "odds_bp" | "sort">,
): Promise<void> {
  const { id, ...patch } = row;
  await db.updateTable("lucky_draw_prizes").set(patch).where("id", "=", id).execute();
}

/** Removes prizes of an activity. */
export async function deletePrizes(db: Db, activityId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom("lucky_draw_prizes")
    .where("activity_id", "=", activityId)
    .where("id", "in", ids)
    .execute();
}

/** The draws a user made of an activity on `day` (UTC+8). */
export async function countDraws(db: Db, activityId: string, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom("lucky_draw_records")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("activity_id", "=", activityId)
    .where("user_id", "=", userId)
    .where("day", "=", day)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Takes one item of a prize's stock if one is left (a conditional update); answers whether it did. */
export async function takeOneOfStock(db: Db, prizeId: string): Promise<boolean> {
  const result = await db
    .updateTable("lucky_draw_prizes")
    .set((eb) => ({ stock: eb("stock", "-", 1) }))
    .where("id", "=", prizeId)
    .where("stock", ">", 0)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Records a draw. */
export async function insertDraw(db: Db, row: LuckyDrawRecordRow): Promise<void> {
  await db.insertInto("lucky_draw_records").values(row).execute();
}

/** The winning draws with their activity and winner, as a query for the list helper. */
export function winnersQuery(db: Db) {
  return db
    .selectFrom("lucky_draw_records as r")
    .innerJoin("lucky_draw_activities as a", "a.id", "r.activity_id")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select([
      "r.id",
      "r.activity_id",
      "a.name as activity_name",
      "r.user_id",
      "u.username",
      "u.nickname",
      "r.prize_id",
      "r.prize_name",
      "r.created_at",
    ])
    .where("r.prize_id", "is not", null);
}

/** One user's winning draws with their activity, as a query for the list helper. */
export function userWinsQuery(db: Db, userId: string) {
  return db
    .selectFrom("lucky_draw_records as r")
    .innerJoin("lucky_draw_activities as a", "a.id", "r.activity_id")
    .select([
      "r.id",
      "r.activity_id",
      "a.name as activity_name",
      "r.prize_id",
      "r.prize_name",
      "r.created_at",
    ])
    .where("r.user_id", "=", userId)
    .where("r.prize_id", "is not", null);
}
