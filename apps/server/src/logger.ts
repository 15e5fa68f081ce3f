import pino, { type Logger } from "pino";

/**
 * Paths that must never reach a log line. Each `*.` path costs about 2 µs on every line (the bench logs
 * one per call), so only the secrets that may sit anywhere are wildcards; the fields of a request
 * payload are named by where a payload is logged (`data`, `input`, `payload`, `body`). A verification
 * code is never `*.code`: a database error's SQLSTATE and a call's answer code are `code` too, and a log
 * must keep them.
 */
export const REDACT = [
  "req.headers.authorization",
  'req.headers["uni-id-token"]',
  "*.password",
  "*.newPassword",
  "*.oldPassword",
  "*.token",
  "*.uni_id_token",
  ...["data", "input", "payload", "body"].flatMap((holder) =>
    ["code", "oldMobileCode", "oldEmailCode", "uniIdToken"].map((field) => `${holder}.${field}`),
  ),
];

/** Buffered lines beyond this are dropped rather than held while nobody reads the output. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/** What `settleLogs` needs of a logger made by `createLogger`. */
interface Output {
  flush(callback: (error?: Error) => void): void;
  /** From now on, a full output drops lines instead of waiting for a reader. */
  stopWaiting(): void;
}
const outputs = new WeakMap<Logger, Output>();

/**
 * The process logger: JSON lines on `fd` (stdout), secrets redacted. Lines are buffered (written in 32 kB
 * batches off the request path: one synchronous write per line cost about 8% of throughput, and 4 kB
 * batches still put 13% of a no-op call's CPU profile in the write calls), at the latest a second after
 * they were logged. At exit the rest is written synchronously, but
 * after `settleLogs` gave up waiting it is never waited for: a reader that is gone or stuck cannot keep
 * the process alive.
 */
export function createLogger(level: string, fd = 1): Logger {
  let waiting = true;
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: 32_768,
    maxWrite: 65_536,
    maxLength: MAX_BUFFERED_BYTES,
    // A full pipe answers EAGAIN: retry (later) until the process decides to stop waiting.
    retryEAGAIN: () => waiting,
  });
  // pino writes what is left synchronously at exit; it must not spin on a full pipe then.
  const flushSync = destination.flushSync.bind(destination);
  destination.flushSync = () => {
    try {
      flushSync();
    } catch (error) {
      if (waiting) throw error;
    }
  };
  // A write that gave up is not an error of the process.
  destination.on("error", (error: Error & { code?: string }) => {
    if (waiting && error.code !== "EPIPE") process.stderr.write(`log output failed: ${error.message}\n`);
  });
  setInterval(() => destination.flush(), 1000).unref();
  const logger = pino(
    { level, redact: { paths: REDACT, censor: "[redacted]" }, base: undefined },
    destination,
  );
  outputs.set(logger, {
    flush: (callback) => destination.flush(callback),
    stopWaiting: () => {
      waiting = false;
    },
  });
  return logger;
}

/**
 * Writes out the logger's buffered lines, waiting at most `timeoutMs` for the reader; past that, lines
 * still buffered are dropped at exit. Resolves whether everything was written (true for loggers not made
 * by `createLogger`, which own their output).
 */
export async function settleLogs(logger: Logger, timeoutMs: number): Promise<boolean> {
  const output = outputs.get(logger);
  if (!output) return true;
  const written = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    // The callback also reports fsync's refusal on a pipe, after the lines were written.
    output.flush(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!written) output.stopWaiting();
  return written;
}
