import type { Services } from "../services.js";
import { clearExpiry, deletePendingRow, expiredTargets } from "./repository.js";
import { landingKey } from "./uploads.js";

/**
 * How long after its 60 s a target may still be reported (an upload that started in time may end later);
 * after that the sweep deletes its object, if any, and its reservation.
 */
export const REPORT_GRACE_MS = 10 * 60 * 1000;

/** Rows one sweep handles per batch. */
const BATCH = 200;

/**
 * Deletes targets issued and never reported (objects first, then the row), and the upload copies of
 * reported files where a POST could have been replayed (S3); returns how many targets went.
 */
export async function sweepUnreportedUploads(services: Services): Promise<number> {
  const { storage } = services;
  let swept = 0;
  for (;;) {
    const rows = await expiredTargets(services.db, services.clock.now() - REPORT_GRACE_MS, BATCH);
    for (const row of rows) {
      const uploaded = landingKey(services, row);
      if (uploaded !== row.file_id) await storage.delete(uploaded);
      if (row.status === "ready") {
        await clearExpiry(services.db, row.id);
        continue;
      }
      // The row goes first: a report finishing meanwhile keeps its objects (and then answers 91009).
      if (!(await deletePendingRow(services.db, row.id))) continue;
      swept++;
      await storage.delete(row.file_id);
    }
    if (rows.length < BATCH) return swept;
  }
}

/** A running sweeper: once at start, then every UPLOAD_SWEEP_SECONDS. */
export interface UploadSweeper {
  /** The sweep running now, if any (tests await it). */
  readonly current: Promise<unknown>;
  stop(): Promise<void>;
}

/** Starts sweeping unreported uploads now and periodically; errors are logged, never thrown. */
export function startUploadSweeper(services: Services): UploadSweeper {
  let current: Promise<unknown> = Promise.resolve();
  const run = () => {
    current = current
      .then(() => sweepUnreportedUploads(services))
      .then((n) => n > 0 && services.logger.info({ swept: n }, "swept unreported uploads"))
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
