import type { Kysely } from "kysely";

/**
 * The inviter chain as a closure table: one row per (user, ancestor) with its depth (1 = direct inviter).
 * Upstream kept it as the `inviter_uid` array; presenters rebuild that array from these rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_inviters")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("ancestor_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("depth", "integer", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_inviters_pk", ["user_id", "ancestor_id"])
    .execute();
  await db.schema
    .createIndex("user_inviters_ancestor_idx")
    .on("user_inviters")
    .columns(["ancestor_id", "depth"])
    .execute();
}
