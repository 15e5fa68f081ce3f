import { type Kysely, sql } from "kysely";

/**
 * Uploaded files (issue 10): upload targets handed out and not yet reported (`pending`, counted against the
 * owner's quota until they expire and are swept) and upload records (`ready`). `stored` is 1 for objects in
 * Roster's storage (quota, temporary URLs, deletion) and 0 for records of files uploaded elsewhere
 * (`user/kh/addUploadRecord`), which may repeat a file id. `user_id` is empty for anonymous `extStorage` uploads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("files")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("file_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    // pending | ready
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("stored", "integer", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    // 1: the target was signed for exactly `size` bytes; 0: any size up to UPLOAD_MAX_BYTES (extStorage),
    // checked against the quota when reported.
    .addColumn("size_exact", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("content_type", "text", (c) => c.notNull())
    // image | video | audio | other
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category_id", "text")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("orientation", "text")
    .addColumn("duration", "double precision")
    .addColumn("expires_at", "bigint")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  // Roster's objects have one row each; records of files stored elsewhere may repeat an id across users.
  await db.schema
    .createIndex("files_stored_file_id_uq")
    .unique()
    .on("files")
    .column("file_id")
    .where(sql.ref("stored"), "=", 1)
    .execute();
  await db.schema.createIndex("files_file_id_idx").on("files").column("file_id").execute();
  await db.schema.createIndex("files_user_idx").on("files").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("files_pending_idx").on("files").columns(["status", "expires_at"]).execute();
}
