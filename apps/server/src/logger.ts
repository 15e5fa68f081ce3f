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
  // Social sign-in (issue 11): provider secrets, session keys and tokens never reach a log.
  "*.secret",
  "*.sessionKey",
  "*.session_key",
  "*.access_token",
  ...["data", "input", "payload", "body"].flatMap((holder) =>
    [
      "code",
      "oldMobileCode",
      "oldEmailCode",
      "uniIdToken",
      "accessToken",
      "identityToken",
      "encryptedData",
      "encryptedKey",
      "iv",
      "ticket",
      "state",
    ].map((field) => `${holder}.${field}`),
  ),
];

/** Lines are handed on in batches of about this many characters. */
const BATCH_CHARS = 32_768;

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
 * The process logger: JSON lines on `fd` (stdout), secrets redacted. Lines are gathered in 32 kB batches
 * ({@link LineBatch}) and written off the request path (one synchronous write per line cost about 8% of
 * throughput), at the latest a second after they were logged. At exit the rest is written synchronously,
 * but after `settleLogs` gave up waiting it is never waited for: a reader that is gone or stuck cannot
 * keep the process alive.
 */
export function createLogger(level: string, fd = 1): Logger {
  let waiting = true;
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: 16_384,
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
  const batch = new LineBatch(destination);
  setInterval(() => batch.flush(), 1000).unref();
  const logger = pino({ level, redact: { paths: REDACT, censor: "[redacted]" }, base: undefined }, batch);
  outputs.set(logger, {
    flush: (callback) => batch.flush(callback),
    stopWaiting: () => {
      waiting = false;
    },
  });
  return logger;
}

/**
 * Gathers log lines in an array and hands them to the destination joined, 32 kB at a time (and at every
 * flush). sonic-boom measures the byte length of its whole pending text on each write, and that text is
 * a string grown by concatenation, copied flat every time: about 20 µs of CPU per line at these sizes, a
 * quarter of a no-op call. Joined, the measuring happens once per batch.
 */
class LineBatch {
  private lines: string[] = [];
  private size = 0;

  constructor(private readonly destination: ReturnType<typeof pino.destination>) {}

  write(line: string): boolean {
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= BATCH_CHARS) this.forward();
    return true;
  }

  private forward(): void {
    if (this.lines.length === 0) return;
    const text = this.lines.join("");
    this.lines = [];
    this.size = 0;
    this.destination.write(text);
  }

  flush(callback?: (error?: Error) => void): void {
    this.forward();
    this.destination.flush(callback);
  }

  flushSync(): void {
    this.forward();
    this.destination.flushSync();
  }
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
