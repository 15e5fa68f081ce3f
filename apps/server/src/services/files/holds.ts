import type { FileRow } from "../../db/schema.js";
import { REPORT_GRACE_MS } from "../../lib/file-protocol.js";
import type { Services } from "../services.js";
import { queueDeletions } from "./deletion-repository.js";
import { clearExpiry, deletePendingRow, expiredTargets } from "./repository.js";

/** Reported files one release handles per owner (a handful: each upload holds its own for a minute). */
const BATCH = 200;

/**
 * Whether a row is the hold of a presigned POST (S3): a checked file, or the tombstone of a deleted or
 * refused one, whose POST may be replayed into its upload key until it expires.
 */
export const isHold = (row: Pick<FileRow, "presigned" | "status" | "refusal">): boolean =>
  row.presigned === 1 && (row.status === "ready" || row.refusal !== null);

/**
 * Ends a hold ({@link isHold}) whose presigned POST has expired (nothing can be sent with it any more):
 * deletes whatever a replay put at its upload key, queues one more pass for a replay still under way when
 * the POST expired (storage_deletions, final after REPORT_GRACE_MS), and frees the reservation (a tombstone
 * goes).
 */
export async function releaseHold(services: Services, row: FileRow): Promise<void> {
  const landing = services.storage.uploadedKey(row.file_id);
  if (landing !== row.file_id) {
    await services.storage.delete(landing);
    const now = services.clock.now();
    await queueDeletions(services.db, [landing], {
      now,
      finalAfter: (row.expires_at ?? now) + REPORT_GRACE_MS,
    });
  }
  if (row.status === "ready") await clearExpiry(services.db, row.id);
  else await deletePendingRow(services.db, row.id);
}

/**
 * Releases the expired holds of one owner's checked presigned uploads (see {@link releaseHold}) before a
 * new target is reserved, so that what an upload held is free again as soon as its POST has expired.
 */
export async function releaseExpiredHolds(services: Services, ownerId: string): Promise<void> {
  if (services.storage.served) return;
  const now = services.clock.now();
  const rows = await expiredTargets(services.db, { pendingBefore: 0, holdsBefore: now }, BATCH, ownerId);
  for (const row of rows) await releaseHold(services, row);
}
