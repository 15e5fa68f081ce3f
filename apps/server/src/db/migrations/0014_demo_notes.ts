import type { Kysely } from "kysely";

/**
 * `demo-notes` (issue 13): the demo collection of the clientDB service (services/client-db). A note has an
 * owner, a title, a body, a public flag (0/1) and its creation time; the owner is set by the server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("demo_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("public", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("add_time", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("demo_notes_user_idx")
    .on("demo_notes")
    .columns(["user_id", "add_time"])
    .execute();
  await db.schema
    .createIndex("demo_notes_public_idx")
    .on("demo_notes")
    .columns(["public", "add_time"])
    .execute();
}
