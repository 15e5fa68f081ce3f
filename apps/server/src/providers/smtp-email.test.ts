import net from "node:net";
import { loginByEmail, sendEmailCode } from "@roster/contract/routes";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../test/codes.js";
import { createHarness, type Harness } from "../test/harness.js";

/** One message as the SMTP server received it. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
const refused = new Set<string>();

let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        raw += chunk;
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

// ---- just enough MIME to read what nodemailer wrote ---------------------------------------------

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, at)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at + 4) };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() === "quoted-printable") {
    const bytes = body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=` / `?Q?`). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeBody(text.replace(/_/g, " "), "quoted-printable"),
    );
}

/** The decoded parts of a multipart/alternative message, by content type. */
function parts(raw: string): {
  subject: string;
  headers: Record<string, string>;
  byType: Record<string, string>;
} {
  const { headers, body } = splitMessage(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers["content-type"] ?? "")?.[1];
  const byType: Record<string, string> = {};
  for (const section of boundary ? body.split(`--${boundary}`).slice(1, -1) : []) {
    const part = splitMessage(section.replace(/^\r\n/, ""));
    const type = (part.headers["content-type"] ?? "").split(";")[0]!.trim();
    byType[type] = decodeBody(part.body, part.headers["content-transfer-encoding"]);
  }
  return { subject: decodeWords(headers.subject ?? ""), headers, byType };
}

describe("smtp e-mail provider against a real SMTP server", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({
      EMAIL_PROVIDER: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Roster <no-reply@roster.test>",
      PROVIDER_TIMEOUT_MS: "5000",
    });
  });
  afterAll(() => h.close());

  it("sends subject, text and HTML in the user's language; the code read from the mail signs in", async () => {
    const email = uniqueEmail("erin");
    const body = await h.call(sendEmailCode, { email, type: "login" }, { client: { locale: "zh-Hans" } });
    expect(body).toMatchObject({ code: 0, msg: "ok" });
    const message = received.at(-1)!;
    expect(message.from).toBe("no-reply@roster.test");
    expect(message.to).toEqual([email]);
    const mail = parts(message.raw);
    expect(mail.headers.from).toContain("no-reply@roster.test");
    const text = mail.byType["text/plain"]!;
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(text)![1]!;
    expect(text).toContain("您正在登录，验证码为：");
    expect(text).toContain("验证码3分钟内有效");
    expect(mail.subject).toBe(`Roster 验证码：${code}`);
    expect(mail.byType["text/html"]).toContain(`>${code}</p>`);

    const login = await h.call(loginByEmail, { email, code });
    expect(login).toMatchObject({ code: 0, type: "register", email, userInfo: { email_confirmed: 1 } });
  });

  it("a recipient the server refuses answers 50302 and leaves no usable code", async () => {
    const email = uniqueEmail("refused");
    refused.add(email);
    const body = await h.call(sendEmailCode, { email, type: "login" });
    expect(body).toMatchObject({ code: 50302, msg: "Failed to send the e-mail" });
    const rows = await h.app.services.db
      .selectFrom("verify_codes")
      .select("id")
      .where("recipient", "=", email)
      .execute();
    expect(rows).toEqual([]);
  });
});

// Opened after the suite above has closed its harness: one live harness at a time.
describe("smtp e-mail provider without a reachable server", () => {
  it("a mail server that cannot be reached answers 50302", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await createHarness({
      EMAIL_PROVIDER: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
      MAIL_FROM: "no-reply@roster.test",
    });
    try {
      expect((await offline.call(sendEmailCode, { email: uniqueEmail(), type: "login" })).code).toBe(50302);
    } finally {
      await offline.close();
    }
  });
});
