import type { Kysely } from "kysely";

/**
 * The lockout of names no account has (issue 27, item 13): sign-in answers an unknown name exactly as a
 * wrong password, so it must lock the same way after LOGIN_LOCK_LIMIT tries. `login_failures` counts per
 * account (its key is the account, removed with it); this table counts per client IP and the normalised
 * name that was tried, with the same columns. Expired rows are removed as new names fail
 * (`last_error_at` index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("login_name_failures")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("error_times", "integer", (c) => c.notNull())
    .addColumn("last_error_at", "bigint", (c) => c.notNull())
    .addColumn("in_flight", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("login_name_failures_pk", ["name", "ip"])
    .execute();
  await db.schema
    .createIndex("login_name_failures_last_idx")
    .on("login_name_failures")
    .column("last_error_at")
    .execute();
}
