import type { Kysely } from "kysely";

/**
 * The data-access demo's rows (`template/db_api/*`, upstream's `vk-test` collection; issue 14): each row
 * belongs to one account (deleted with it), with a whole-number `money` and a place (latitude and
 * longitude in degrees) for the geo demo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("vk_test")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("money", "bigint", (c) => c.notNull())
    .addColumn("latitude", "double precision", (c) => c.notNull())
    .addColumn("longitude", "double precision", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("vk_test_user").on("vk_test").columns(["user_id"]).execute();
  await db.schema.createIndex("vk_test_created").on("vk_test").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("vk_test_place").on("vk_test").columns(["latitude", "longitude"]).execute();
}
