import type { Kysely } from "kysely";

/**
 * The account an admin-log entry acted on (issue 15), when its route names one: its id and its name as it
 * was then (kept when the account is deleted), and its rights then: whether it had back-office access and
 * its roles (`admin_log_target_roles`), so that a non-admin reader is never shown an account that was above
 * it, even one deleted since. Entries written before have no target.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("admin_log").addColumn("target_id", "text").execute();
  await db.schema.alterTable("admin_log").addColumn("target_name", "text").execute();
  await db.schema
    .alterTable("admin_log")
    .addColumn("target_back_office", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("admin_log_target_idx")
    .on("admin_log")
    .columns(["target_id", "created_at"])
    .execute();
  await db.schema
    .createTable("admin_log_target_roles")
    .addColumn("log_id", "text", (c) => c.notNull().references("admin_log.id").onDelete("cascade"))
    .addColumn("role_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("admin_log_target_roles_pk", ["log_id", "role_id"])
    .execute();
}
