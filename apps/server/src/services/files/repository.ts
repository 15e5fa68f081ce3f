import type { Updateable } from "kysely";
import { sql } from "kysely";
import type { DialectName } from "../../db/connect.js";
import type { FileRow, FilesTable, NewFile } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** Key of the PostgreSQL advisory locks that serialize one owner's quota checks (with the owner's hash). */
const QUOTA_LOCK = 91_000;

/**
 * Serializes the quota check and reservation of one owner until the end of the transaction, so that
 * parallel uploads never pass the quota together. SQLite runs one transaction at a time.
 */
export async function lockOwnerQuota(trx: Db, dialect: DialectName, userId: string): Promise<void> {
  if (dialect === "postgres") {
    await sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, hashtext(${userId}))`.execute(trx);
  }
}

/** What rows take from their owner's quota: their objects and what may (still) land at their upload keys. */
export const HELD_BYTES = sql<number | string | null>`sum(size + reserved)`;

/** Bytes an owner (empty: every anonymous upload) holds or has reserved in Roster's storage. */
export async function bytesUsed(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("files")
    .select(HELD_BYTES.as("used"))
    .where("user_id", "=", userId)
    .where("stored", "=", 1)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** Inserts a target or record. */
export async function insertFile(db: Db, row: NewFile): Promise<void> {
  await db.insertInto("files").values(row).execute();
}

/** The row of an object in Roster's storage, if any. */
export function findStoredFile(db: Db, fileId: string): Promise<FileRow | undefined> {
  return db
    .selectFrom("files")
    .selectAll()
    .where("file_id", "=", fileId)
    .where("stored", "=", 1)
    .executeTakeFirst();
}

/** The rows of several file ids (those that exist; an id recorded by several users has several). */
export function findFilesByFileIds(db: Db, fileIds: readonly string[]): Promise<FileRow[]> {
  if (fileIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("files").selectAll().where("file_id", "in", fileIds).execute();
}

/** Turns a pending target into a record, if it is still pending; false when another call got there first. */
export async function markReady(
  db: Db,
  id: string,
  fields: Partial<
    Pick<
      Updateable<FilesTable>,
      | "size"
      | "reserved"
      | "content_type"
      | "category_id"
      | "width"
      | "height"
      | "orientation"
      | "duration"
      | "updated_at"
      | "expires_at"
    >
  >,
): Promise<boolean> {
  const result = await db
    .updateTable("files")
    .set({ expires_at: null, ...fields, status: "ready" })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a row; true when it existed. */
export async function deleteFileRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("files").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Rows whose target is over, oldest first, at most `limit`: pending ones (never reported, or refused) whose
 * target expired before `pendingBefore`, and the holds of presigned POSTs that expired before
 * `holdsBefore` (S3): checked files and tombstones of deleted or refused ones.
 */
export function expiredTargets(
  db: Db,
  at: { pendingBefore: number; holdsBefore: number },
  limit: number,
  userId?: string,
): Promise<FileRow[]> {
  let query = db
    .selectFrom("files")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("expires_at", "<", at.pendingBefore),
        eb.and([
          eb("presigned", "=", 1),
          eb.or([eb("status", "=", "ready"), eb("refusal", "is not", null)]),
          eb("expires_at", "<", at.holdsBefore),
        ]),
      ]),
    );
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  return query.orderBy("expires_at").limit(limit).execute();
}

/** Marks a reported file's upload key as cleaned up: nothing more can land there, nothing is held for it. */
export async function clearExpiry(db: Db, id: string): Promise<void> {
  await db.updateTable("files").set({ expires_at: null, reserved: 0 }).where("id", "=", id).execute();
}

/** Deletes a pending target only if it is still pending (a late report may have finished it). */
export async function deletePendingRow(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("files")
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The query of an owner's upload records (for list pages). */
export function ownRecordsQuery(db: Db, userId: string) {
  return db.selectFrom("files").selectAll().where("user_id", "=", userId).where("status", "=", "ready");
}
