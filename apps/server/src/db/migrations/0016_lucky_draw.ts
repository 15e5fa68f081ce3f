import { type Kysely, sql } from "kysely";

/**
 * The lucky draw (issue 14): activities, their prizes (stock left, odds in basis points) and every draw
 * (a win names its prize and keeps the prize's name, so that a removed prize's wins still read).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lucky_draw_activities")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("start_at", "bigint", (c) => c.notNull())
    .addColumn("end_at", "bigint", (c) => c.notNull())
    .addColumn("enable", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("daily_draws", "integer", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("lucky_draw_prizes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("activity_id", "text", (c) =>
      c.notNull().references("lucky_draw_activities.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("stock", "integer", (c) => c.notNull().check(sqlNonNegative("stock")))
    .addColumn("odds_bp", "integer", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lucky_draw_prizes_activity")
    .on("lucky_draw_prizes")
    .columns(["activity_id", "sort"])
    .execute();
  await db.schema
    .createTable("lucky_draw_records")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("activity_id", "text", (c) =>
      c.notNull().references("lucky_draw_activities.id").onDelete("cascade"),
    )
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // Calendar day in UTC+8, yyyy-MM-dd.
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("prize_id", "text")
    .addColumn("prize_name", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lucky_draw_records_user_day")
    .on("lucky_draw_records")
    .columns(["activity_id", "user_id", "day"])
    .execute();
  await db.schema
    .createIndex("lucky_draw_records_wins")
    .on("lucky_draw_records")
    .columns(["prize_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("lucky_draw_records_user_wins")
    .on("lucky_draw_records")
    .columns(["user_id", "created_at"])
    .execute();
}

/** The check that keeps a stock from going below zero, whatever a writer does. */
const sqlNonNegative = (column: string) => sql.raw(`${column} >= 0`);
