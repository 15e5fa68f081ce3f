import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger, settleLogs } from "./logger.js";

/** Logs through the production logger into a file and returns the lines. */
async function logged(write: (logger: ReturnType<typeof createLogger>) => void) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "roster-log-")), "out.log");
  const fd = fs.openSync(file, "w");
  const logger = createLogger("info", fd);
  write(logger);
  expect(await settleLogs(logger, 2000)).toBe(true);
  const lines = fs
    .readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  fs.closeSync(fd);
  return lines;
}

describe("log redaction", () => {
  it("keeps a database error's SQLSTATE and a call's answer code", async () => {
    const dbError = Object.assign(new Error('duplicate key value violates unique constraint "users_pkey"'), {
      code: "23505",
    });
    const [failure, call] = await logged((logger) => {
      logger.error({ reqId: "r1", err: dbError }, "unexpected error");
      logger.info({ reqId: "r2", path: "user/pub/login", code: 10102 }, "call");
    });
    expect(failure.err.code).toBe("23505");
    expect(call.code).toBe(10102);
  });

  it("hides verification codes in request payloads, and passwords and tokens anywhere", async () => {
    const [line] = await logged((logger) =>
      logger.info(
        {
          data: { mobile: "13800138000", code: "123456", uniIdToken: "tok1" },
          input: { code: "654321", oldMobileCode: "111111", password: "secret_123" },
          body: { oldEmailCode: "222222" },
          session: { token: "jwt", uni_id_token: "tok2" },
        },
        "payload",
      ),
    );
    expect(line.data).toEqual({ mobile: "13800138000", code: "[redacted]", uniIdToken: "[redacted]" });
    expect(line.input).toEqual({ code: "[redacted]", oldMobileCode: "[redacted]", password: "[redacted]" });
    expect(line.body).toEqual({ oldEmailCode: "[redacted]" });
    expect(line.session).toEqual({ token: "[redacted]", uni_id_token: "[redacted]" });
    expect(JSON.stringify(line)).not.toMatch(/123456|654321|111111|222222|secret_123|tok1|tok2|jwt/);
  });
});
