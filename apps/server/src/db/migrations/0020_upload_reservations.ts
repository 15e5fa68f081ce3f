import type { Kysely } from "kysely";

/**
 * Upload reservations (issue 27): every upload target holds its bytes in the quota before any byte lands.
 * - `reserved`: bytes held for what may land at the target's upload key (besides `size`): the most an
 *   open-size presigned POST accepts; what Roster has received so far of an upload it receives itself; for a
 *   presigned POST after its check, the most a replay may still put there until the POST expires.
 * - `presigned`: 1 when the bytes go straight to the bucket by a presigned POST (STORAGE=s3), which stays
 *   usable until it expires whatever Roster does; 0 when Roster receives them itself.
 * - `refusal`: the error an upload was refused with when it arrived, answered by its report; also marks a
 *   file deleted while its presigned POST could still be replayed (the sweep removes the row).
 * - `uploader`: for anonymous uploads, a keyed hash of the signer's IP (per-IP daily cap); no IP is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("files")
    .addColumn("reserved", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("files")
    .addColumn("presigned", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("files").addColumn("refusal", "text").execute();
  await db.schema.alterTable("files").addColumn("uploader", "text").execute();
  await db.schema.createIndex("files_uploader_idx").on("files").columns(["uploader", "created_at"]).execute();
}
