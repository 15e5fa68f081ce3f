import type { Kysely } from "kysely";

/**
 * One-time social credentials that were used (issue 27): the id of each OAuth `state` that completed a
 * web sign-in, and the hash of each Apple identity token that signed in or linked, kept until the
 * credential could no longer be accepted anyway (`until`, epoch ms). The primary key makes the second use
 * fail even when a hundred arrive at once, on SQLite and on PostgreSQL, across processes. No personal
 * data: keys are random ids and hashes, not tied to an account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("social_spent")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("until", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("social_spent_until_idx").on("social_spent").column("until").execute();
}
