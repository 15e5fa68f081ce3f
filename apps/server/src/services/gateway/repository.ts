import type { FileRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** An owner's pending upload targets issued by a provider, newest first (a few: unreported ones are swept). */
export function pendingTargets(db: Db, userId: string, provider: string, limit = 200): Promise<FileRow[]> {
  return db
    .selectFrom("files")
    .selectAll()
    .where("user_id", "=", userId)
    .where("provider", "=", provider)
    .where("status", "=", "pending")
    .where("stored", "=", 1)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}

/** The ready rows of anonymous uploads (no owner) of a provider among `fileIds`. */
export function anonymousFiles(db: Db, provider: string, fileIds: readonly string[]): Promise<FileRow[]> {
  if (fileIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("files")
    .selectAll()
    .where("file_id", "in", fileIds)
    .where("user_id", "=", "")
    .where("provider", "=", provider)
    .where("status", "=", "ready")
    .where("stored", "=", 1)
    .execute();
}
