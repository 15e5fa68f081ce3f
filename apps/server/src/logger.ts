import pino, { type Logger } from "pino";

/** Paths that must never reach a log line. */
const REDACT = [
  "req.headers.authorization",
  'req.headers["uni-id-token"]',
  "*.password",
  "*.newPassword",
  "*.oldPassword",
  "*.token",
  "*.code",
  "*.uni_id_token",
];

/** The process logger: JSON lines, secrets redacted. */
export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: "[redacted]" }, base: undefined });
}
