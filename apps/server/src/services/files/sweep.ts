import type { Services } from "../services.js";
import { deletePendingRow, expiredTargets } from "./repository.js";

/**
 * How long after its 60 s a target may still be reported (an upload that started in time may end later);
 * after that the sweep deletes its object, if any, and its reservation.
 */
export const REPORT_GRACE_MS = 10 * 60 * 1000;

/** Rows one sweep handles per batch. */
const BATCH = 200;

/** Deletes targets issued and never reported (object first, then row); returns how many went. */
export async function sweepUnreportedUploads(services: Services): Promise<number> {
  let swept = 0;
  for (;;) {
    const rows = await expiredTargets(services.db, services.clock.now() - REPORT_GRACE_MS, BATCH);
    for (const row of rows) {
      await services.storage.delete(row.file_id);
      if (await deletePendingRow(services.db, row.id)) swept++;
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
