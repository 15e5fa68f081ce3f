import { UPLOAD_TARGET_SECONDS } from "@roster/contract";
import { AVATAR_KEY_PREFIX, REPORT_GRACE_MS } from "../../lib/file-protocol.js";
import { isSafePrefix } from "../../providers/storage/signing.js";
import type { Services } from "../services.js";
import { dueDeletions, removeDeletion, rescheduleDeletion } from "./deletion-repository.js";

/** Queued deletions one pass handles per batch. */
const BATCH = 200;

/** The longest wait between two tries of a deletion that keeps failing. */
const MAX_BACKOFF_MS = 3_600_000;

/**
 * The folders of everything an account holds in storage: its uploads (`u/<uid>/`), where they land before
 * they are checked (S3: `incoming/u/<uid>/`) and its avatars (`avatars/<uid>/`). An id that is not a safe
 * key segment never had objects (the drivers refuse such keys), so it has none.
 */
export function accountObjectPrefixes(services: Pick<Services, "storage">, uid: string): string[] {
  const uploads = `u/${uid}/`;
  const prefixes = [uploads, services.storage.uploadedKey(uploads), `${AVATAR_KEY_PREFIX}${uid}/`];
  return [...new Set(prefixes)].filter(isSafePrefix);
}

/**
 * When a deletion queued at `now` is final: an upload target signed just before may still be used for
 * UPLOAD_TARGET_SECONDS, and an upload that began in time may end REPORT_GRACE_MS later; one more pass
 * after that catches its object.
 */
export const finalAfter = (now: number): number => now + UPLOAD_TARGET_SECONDS * 1000 + REPORT_GRACE_MS;

/** The wait before the next try of a deletion that failed `failures` times: 30 s, doubling, at most 1 h. */
export const backoffMs = (failures: number): number =>
  Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, Math.min(failures - 1, 20)));

/** What one run did. */
export interface DeletionRun {
  /** Deletions finished (and removed from the queue). */
  done: number;
  /** Passes that succeeded but must run once more after `final_after`. */
  again: number;
  /** Passes that failed (retried after a back-off). */
  failed: number;
}

/**
 * Runs the queued storage deletions that are due (all of them, or only `keys`): a key or a prefix is deleted
 * in storage; a failure is logged and tried again after {@link backoffMs}; a success before `final_after`
 * is tried once more then, a success after it removes the row. Never throws for a storage fault.
 */
export async function runStorageDeletions(
  services: Services,
  keys?: readonly string[],
): Promise<DeletionRun> {
  const { db, storage, clock, logger } = services;
  const run: DeletionRun = { done: 0, again: 0, failed: 0 };
  for (;;) {
    const started = clock.now();
    const rows = await dueDeletions(db, started, BATCH, keys);
    for (const row of rows) {
      try {
        if (row.key.endsWith("/")) await storage.deletePrefix(row.key);
        else await storage.delete(row.key);
      } catch (err) {
        run.failed++;
        logger.warn(
          { err, key: row.key, failures: row.failures + 1 },
          "storage deletion failed; it will be retried",
        );
        await rescheduleDeletion(db, row.key, clock.now() + backoffMs(row.failures + 1), true);
        continue;
      }
      if (started >= row.final_after) {
        run.done++;
        await removeDeletion(db, row.key);
      } else {
        run.again++;
        await rescheduleDeletion(db, row.key, row.final_after, false);
      }
    }
    if (rows.length < BATCH || keys) return run;
  }
}
