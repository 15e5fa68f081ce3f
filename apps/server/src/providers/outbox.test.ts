import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { openDatabase } from "../db/connect.js";
import { databaseOutbox } from "../services/codes/outbox-repository.js";
import { loadConfig } from "../settings/config.js";
import { createHarness, type Harness } from "../test/harness.js";
import { createEmailProvider, createSmsProvider, type OutboxEcho } from "./index.js";

describe("console providers (outbox)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const outbox = (recipient: string) =>
    h.app.services.db.selectFrom("provider_outbox").selectAll().where("recipient", "=", recipient).execute();

  it("keeps an SMS in the outbox and shows it through the echo", async () => {
    const echoed: Parameters<OutboxEcho>[0][] = [];
    const sms = createSmsProvider(h.config, databaseOutbox(h.app.services.db, h.clock), h.clock, (m) =>
      echoed.push(m),
    );
    await sms.send(
      {
        mobile: "13800138000",
        text: "Your code is 123456",
        code: "123456",
        purpose: "login",
        action: "sign in",
        minutes: 3,
        locale: "en",
      },
      new AbortController().signal,
    );
    expect(echoed).toEqual([{ channel: "sms", recipient: "13800138000", text: "Your code is 123456" }]);
    expect((await outbox("13800138000")).map((r) => r.text)).toEqual(["Your code is 123456"]);
  });

  it("keeps an e-mail in the outbox and shows it through the echo", async () => {
    const echoed: Parameters<OutboxEcho>[0][] = [];
    const email = createEmailProvider(h.config, databaseOutbox(h.app.services.db, h.clock), (m) =>
      echoed.push(m),
    );
    await email.send(
      {
        to: "a@example.com",
        subject: "Code",
        text: "Code 654321",
        html: "<p>Code 654321</p>",
      },
      new AbortController().signal,
    );
    expect(echoed).toEqual([{ channel: "email", recipient: "a@example.com", text: "Code 654321" }]);
    const [row] = await outbox("a@example.com");
    expect(row).toMatchObject({ channel: "email", subject: "Code", html: "<p>Code 654321</p>" });
  });
});

describe("the app's console providers", () => {
  async function sendWith(env: Record<string, string>): Promise<string> {
    let log = "";
    const logger = pino(
      { level: "info" },
      {
        write: (line: string) => {
          log += line;
        },
      },
    );
    const config = loadConfig({
      TOKEN_SECRET: randomBytes(32).toString("hex"),
      DATA_DIR: path.join(os.tmpdir(), "roster-test"),
      LOG_LEVEL: "info",
      ...env,
    });
    const app = await createApp(config, { database: await openDatabase({ sqliteFile: ":memory:" }), logger });
    try {
      await app.services.sms.send(
        {
          mobile: "13700137000",
          text: "Roster code 246810",
          code: "246810",
          purpose: "login",
          action: "sign in",
          minutes: 3,
          locale: "en",
        },
        new AbortController().signal,
      );
    } finally {
      await app.close();
    }
    return log;
  }

  it("print each message to the log outside production, so a local user can read the code", async () => {
    expect(await sendWith({ NODE_ENV: "development" })).toContain("sms to 13700137000: Roster code 246810");
  });

  it("never print codes in production, even with the console provider chosen", async () => {
    const log = await sendWith({
      NODE_ENV: "production",
      SMS_PROVIDER: "console",
      EMAIL_PROVIDER: "console",
    });
    expect(log).not.toContain("246810");
  });
});
