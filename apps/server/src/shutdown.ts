import type { FastifyInstance } from "fastify";
import type { App } from "./app.js";
import { settleLogs } from "./logger.js";

/** Time for the database and Redis to close once the calls are done. */
const CLOSE_TIMEOUT_MS = 2000;
/** Time for the log reader to take the last lines; past it they are dropped. */
const LOG_TIMEOUT_MS = 1000;

/** How long a whole stop may take at most: the grace, then the fixed steps after it. */
export const stopBudgetMs = (graceMs: number): number => graceMs + 1000 + CLOSE_TIMEOUT_MS + LOG_TIMEOUT_MS;

/** Resolves true when `promise` settles within `ms`, false otherwise (it keeps running). */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops Roster within a bounded time: stops accepting connections (new calls on open ones get 503), lets
 * the calls in flight finish for `graceMs` and then cuts their connections, closes the database and
 * Redis, and writes out the log without waiting for a reader that is gone. Resolves whether everything
 * finished on its own (false when calls were cut or a close failed or hung).
 */
export async function stopGracefully(http: FastifyInstance, app: App, graceMs: number): Promise<boolean> {
  const logger = app.services.logger;
  const started = performance.now();
  let clean = true;
  const httpClosed = http.close();
  // A keep-alive connection whose call just finished is closed at once rather than at its idle timeout.
  const sweep = setInterval(() => http.server.closeIdleConnections(), 100);
  const finished = await within(httpClosed, graceMs);
  clearInterval(sweep);
  if (!finished) {
    clean = false;
    logger.warn({ graceMs }, "calls still in flight after the grace period: closing their connections");
    http.server.closeAllConnections();
    await within(httpClosed, 1000);
  }
  const appClosed = app.close().catch((error: unknown) => {
    logger.error({ err: error }, "closing the database or Redis failed");
    clean = false;
  });
  if (!(await within(appClosed, CLOSE_TIMEOUT_MS))) {
    clean = false;
    logger.error({ timeoutMs: CLOSE_TIMEOUT_MS }, "the database or Redis did not close in time");
  }
  logger.info({ ms: Math.round(performance.now() - started), clean }, "stopped");
  await settleLogs(logger, LOG_TIMEOUT_MS);
  return clean;
}
