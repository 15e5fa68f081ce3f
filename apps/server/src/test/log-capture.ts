import { Writable } from "node:stream";
import pino, { type Logger } from "pino";
import { REDACT } from "../logger.js";

/** A log line as JSON. */
export type LogLine = Record<string, unknown> & { level: number; msg: string };

/** A logger that keeps its lines in memory, with the production redaction rules. */
export function captureLogs(level = "debug"): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split("\n")) if (line.trim() !== "") lines.push(JSON.parse(line));
      callback();
    },
  });
  const logger = pino({ level, redact: { paths: REDACT, censor: "[redacted]" }, base: undefined }, stream);
  return { logger, lines };
}
