import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { loginBySms, sendSmsCode } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueMobile } from "../test/codes.js";
import { createHarness, type Harness } from "../test/harness.js";

const SECRET = "webhook-shared-secret-0123456789";

/** The receiver's side of the webhook contract, written from the documentation of the headers. */
function signatureIsValid(req: http.IncomingMessage, raw: string): boolean {
  const timestamp = String(req.headers["x-roster-timestamp"] ?? "");
  const signature = String(req.headers["x-roster-signature"] ?? "");
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > 5 * 60_000) return false;
  if (!signature.startsWith("v1=")) return false;
  const expected = createHmac("sha256", SECRET).update(`${timestamp}.${raw}`).digest();
  const given = Buffer.from(signature.slice(3), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

let server: http.Server;
let url: string;
const delivered: Record<string, unknown>[] = [];
let rejected = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => {
      raw += c;
    });
    req.on("end", () => {
      if (
        req.method !== "POST" ||
        req.headers["content-type"] !== "application/json" ||
        !signatureIsValid(req, raw)
      ) {
        rejected++;
        res.statusCode = 401;
        res.end();
        return;
      }
      delivered.push(JSON.parse(raw) as Record<string, unknown>);
      res.statusCode = 202;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// One live harness at a time: each describe block opens and closes its own.
describe("http SMS provider", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ SMS_PROVIDER: "http", SMS_HTTP_URL: url, SMS_HTTP_SECRET: SECRET });
  });
  afterAll(() => h.close());

  it("POSTs a signed JSON message the receiver verifies; its code signs in", async () => {
    const mobile = uniqueMobile();
    expect((await h.call(sendSmsCode, { mobile, type: "login" })).code).toBe(0);
    const message = delivered.at(-1)!;
    expect(message).toMatchObject({ mobile, purpose: "login", action: "sign in", minutes: 3, locale: "en" });
    expect(message.text).toContain(String(message.code));
    const body = await h.call(loginBySms, { mobile, code: message.code });
    expect(body).toMatchObject({ code: 0, type: "register" });
  });
});

describe("http SMS provider with the wrong secret", () => {
  let badSecret: Harness;
  beforeAll(async () => {
    badSecret = await createHarness({
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: url,
      SMS_HTTP_SECRET: "x".repeat(32),
    });
  });
  afterAll(() => badSecret.close());

  it("a receiver that refuses the signature makes the send fail with 50301, with no code stored", async () => {
    const mobile = uniqueMobile();
    const before = rejected;
    expect((await badSecret.call(sendSmsCode, { mobile, type: "login" })).code).toBe(50301);
    expect(rejected).toBe(before + 1);
    const rows = await badSecret.app.services.db
      .selectFrom("verify_codes")
      .select("id")
      .where("recipient", "=", mobile)
      .execute();
    expect(rows).toEqual([]);
    const log = await badSecret.app.services.db
      .selectFrom("verify_sends")
      .select("ok")
      .where("recipient", "=", mobile)
      .execute();
    expect(log).toEqual([{ ok: 0 }]);
  });
});
