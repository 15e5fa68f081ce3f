import { REPORT_GRACE_MS } from "../../lib/file-protocol.js";
import type { Services } from "../services.js";
import { runStorageDeletions } from "./deletion-queue.js";
import { isHold, releaseHold } from "./holds.js";
import { deletePendingRow, expiredTargets } from "./repository.js";
import { landingKey } from "./uploads.js";

export { REPORT_GRACE_MS } from "../../lib/file-protocol.js";

/** Rows one sweep handles per batch. */
const BATCH = 200;

/**
 * Deletes targets issued and never reported or refused (objects first, then the row) REPORT_GRACE_MS after
 * they expired, and ends the holds of presigned POSTs that expired (S3: services/files/holds.ts); returns
 * how many targets went.
 */
export async function sweepUnreportedUploads(services: Services): Promise<number> {
  const { storage } = services;
  let swept = 0;
  for (;;) {
    const now = services.clock.now();
    const rows = await expiredTargets(
      services.db,
      { pendingBefore: now - REPORT_GRACE_MS, holdsBefore: now },
      BATCH,
    );
    for (const row of rows) {
      if (isHold(row)) {
        await releaseHold(services, row);
        continue;
      }
      const uploaded = landingKey(services, row);
      if (uploaded !== row.file_id) await storage.delete(uploaded);
      // The row goes first: a report finishing meanwhile keeps its objects (and then answers 91009).
      if (!(await deletePendingRow(services.db, row.id))) continue;
      swept++;
      await storage.delete(row.file_id);
    }
    if (rows.length < BATCH) return swept;
  }
}

/**
 * One sweep: unreported uploads, then the queued storage deletions that are due (objects of erased accounts
 * whose deletion failed or must be checked once more).
 */
export async function sweepStorage(services: Services): Promise<{ swept: number; deletions: number }> {
  const swept = await sweepUnreportedUploads(services);
  const run = await runStorageDeletions(services);
  return { swept, deletions: run.done };
}

/** A running sweeper: once at start, then every UPLOAD_SWEEP_SECONDS. */
export interface UploadSweeper {
  /** The sweep running now, if any (tests await it). */
  readonly current: Promise<unknown>;
  stop(): Promise<void>;
}

/** Starts sweeping storage ({@link sweepStorage}) now and periodically; errors are logged, never thrown. */
export function startUploadSweeper(services: Services): UploadSweeper {
  let current: Promise<unknown> = Promise.resolve();
  const run = () => {
    current = current
      .then(() => sweepStorage(services))
      .then(
        ({ swept, deletions }) =>
          (swept > 0 || deletions > 0) && services.logger.info({ swept, deletions }, "swept storage"),
      )
      .catch((err: unknown) => services.logger.error({ err }, "upload sweep failed"));
  };
  run();
  const timer = setInterval(run, services.config.storage.sweepSeconds * 1000);
  timer.unref();
  return {
    get current() {
      return current;
    },
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
