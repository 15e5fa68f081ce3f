import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { loginBySms, sendSmsCode } from "@roster/contract/routes";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { uniqueMobile } from "../test/codes.js";
import { createHarness, type Harness } from "../test/harness.js";
import { percentEncode, signAcs3 } from "./aliyun-sms.js";

const KEY_ID = "LTAI-test-key-id";
const KEY_SECRET = "test-secret-of-the-gateway";

describe("signAcs3", () => {
  it("reproduces the worked example of Alibaba Cloud's V3 signature documentation", () => {
    // "V3 request structure and signature": RunInstances on ecs.cn-shanghai with an empty body.
    const { headers, queryString } = signAcs3({
      method: "POST",
      host: "ecs.cn-shanghai.aliyuncs.com",
      path: "/",
      query: { ImageId: "win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd", RegionId: "cn-shanghai" },
      headers: {
        "x-acs-action": "RunInstances",
        "x-acs-version": "2014-05-26",
        "x-acs-date": "2023-10-26T10:22:32Z",
        "x-acs-signature-nonce": "3156853299f313e23d1673dc12e1703d",
      },
      body: "",
      accessKeyId: "YourAccessKeyId",
      accessKeySecret: "YourAccessKeySecret",
    });
    expect(queryString).toBe(
      "ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai",
    );
    expect(headers["x-acs-content-sha256"]).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
    expect(headers.authorization).toBe(
      "ACS3-HMAC-SHA256 Credential=YourAccessKeyId," +
        "SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version," +
        "Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0",
    );
  });

  it("percent-encodes as RFC 3986 says (space %20, * %2A, ~ kept, UTF-8 bytes)", () => {
    expect(percentEncode("a b*c~d")).toBe("a%20b%2Ac~d");
    expect(percentEncode("é'()!")).toBe("%C3%A9%27%28%29%21");
    expect(percentEncode('{"code":"1"}')).toBe("%7B%22code%22%3A%221%22%7D");
  });
});

// ---- a local Dysmsapi that checks signatures the way the documentation describes -----------------

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

interface Received {
  params: Record<string, string>;
  nonce: string;
}

/** Recomputes the ACS3-HMAC-SHA256 signature of a request; returns why it is refused, if it is. */
function verify(
  req: http.IncomingMessage,
  body: Buffer,
  secret: string,
  seenNonces: Set<string>,
): string | null {
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
    req.headers.authorization ?? "",
  );
  if (!match) return "malformed Authorization";
  const [, credential, signedList, signature] = match;
  if (credential !== KEY_ID) return "unknown AccessKeyId";
  const signed = signedList!.split(";");
  for (const required of [
    "host",
    "x-acs-action",
    "x-acs-content-sha256",
    "x-acs-date",
    "x-acs-signature-nonce",
    "x-acs-version",
  ]) {
    if (!signed.includes(required)) return `header ${required} is not signed`;
  }
  if ([...signed].sort().join(";") !== signedList) return "SignedHeaders not sorted";
  if (req.headers["x-acs-content-sha256"] !== sha256(body)) return "body hash mismatch";
  const date = Date.parse(String(req.headers["x-acs-date"]));
  if (
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(String(req.headers["x-acs-date"])) ||
    Math.abs(Date.now() - date) > 15 * 60_000
  ) {
    return "bad x-acs-date";
  }
  const nonce = String(req.headers["x-acs-signature-nonce"]);
  if (seenNonces.has(nonce)) return "replayed nonce";
  const url = new URL(req.url ?? "/", "http://gateway");
  const query = [...url.searchParams.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .join("&");
  const headers = signed.map((name) => `${name}:${String(req.headers[name] ?? "").trim()}\n`).join("");
  const canonical = [req.method, url.pathname, query, headers, signedList, sha256(body)].join("\n");
  const expected = createHmac("sha256", secret)
    .update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`)
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(signature!, "hex"))) return "signature mismatch";
  seenNonces.add(nonce);
  return null;
}

let gateway: http.Server;
let gatewayUrl: string;
const received: Received[] = [];
let behaviour: "ok" | "business-error" | "hang" = "ok";
const nonces = new Set<string>();

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (behaviour === "hang") return;
      const refusal = verify(req, Buffer.concat(chunks), KEY_SECRET, nonces);
      res.setHeader("content-type", "application/json");
      if (refusal) {
        res.statusCode = 400;
        res.end(JSON.stringify({ Code: "SignatureDoesNotMatch", Message: refusal }));
        return;
      }
      const url = new URL(req.url ?? "/", "http://gateway");
      const params = Object.fromEntries(url.searchParams);
      if (req.headers["x-acs-action"] !== "SendSms" || req.headers["x-acs-version"] !== "2017-05-25") {
        res.statusCode = 404;
        res.end(JSON.stringify({ Code: "InvalidAction", Message: "unknown action" }));
        return;
      }
      received.push({ params, nonce: String(req.headers["x-acs-signature-nonce"]) });
      if (behaviour === "business-error") {
        res.end(JSON.stringify({ Code: "isv.BUSINESS_LIMIT_CONTROL", Message: "limited", RequestId: "r" }));
        return;
      }
      res.end(JSON.stringify({ Code: "OK", Message: "OK", BizId: "biz", RequestId: "r" }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
});
afterEach(() => {
  behaviour = "ok";
});

const aliyunEnv = (secret: string) => ({
  SMS_PROVIDER: "aliyun",
  ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID,
  ALIYUN_SMS_ACCESS_KEY_SECRET: secret,
  ALIYUN_SMS_SIGN_NAME: "Roster",
  ALIYUN_SMS_TEMPLATE_CODE: "SMS_123456789",
  ALIYUN_SMS_ENDPOINT: gatewayUrl,
  PROVIDER_TIMEOUT_MS: "300",
});

// One live harness at a time: each describe block opens and closes its own.
describe("Aliyun SMS provider through a gateway that verifies signatures", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(aliyunEnv(KEY_SECRET));
  });
  afterAll(() => h.close());

  it("delivers a signed SendSms with sign name, template and variables; the code then signs in", async () => {
    const mobile = uniqueMobile();
    const body = await h.call(sendSmsCode, { mobile, type: "register" }, { client: { locale: "zh-Hans" } });
    expect(body).toMatchObject({ code: 0, msg: "ok" });
    const message = received.at(-1)!;
    expect(message.params).toMatchObject({
      PhoneNumbers: mobile,
      SignName: "Roster",
      TemplateCode: "SMS_123456789",
    });
    const variables = JSON.parse(message.params.TemplateParam!) as Record<string, string>;
    expect(variables).toMatchObject({ action: "注册", expMinute: "3" });
    expect(variables.code).toMatch(/^\d{6}$/);
    const login = await h.call(loginBySms, { mobile, code: variables.code, type: "register" });
    expect(login).toMatchObject({ code: 0, type: "register", mobile });
  });

  it("uses a fresh nonce per request", async () => {
    const before = received.length;
    await h.call(sendSmsCode, { mobile: uniqueMobile(), type: "login" });
    await h.call(sendSmsCode, { mobile: uniqueMobile(), type: "login" });
    const [a, b] = received.slice(before);
    expect(a!.nonce).not.toBe(b!.nonce);
  });

  it("a business error (Code other than OK) answers 50301", async () => {
    behaviour = "business-error";
    const mobile = uniqueMobile();
    expect((await h.call(sendSmsCode, { mobile, type: "login" })).code).toBe(50301);
    expect(
      await h.app.services.db
        .selectFrom("verify_codes")
        .select("id")
        .where("recipient", "=", mobile)
        .execute(),
    ).toEqual([]);
  });

  it("a gateway that does not answer within PROVIDER_TIMEOUT_MS answers 50301", async () => {
    behaviour = "hang";
    const started = Date.now();
    expect((await h.call(sendSmsCode, { mobile: uniqueMobile(), type: "login" })).code).toBe(50301);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("Aliyun SMS provider with a wrong AccessKey secret", () => {
  let wrong: Harness;
  beforeAll(async () => {
    wrong = await createHarness(aliyunEnv("not-the-secret"));
  });
  afterAll(() => wrong.close());

  it("a refused signature answers 50301 and stores no code; a retry is not 'too soon'", async () => {
    const mobile = uniqueMobile();
    const before = received.length;
    const body = await wrong.call(sendSmsCode, { mobile, type: "login" });
    expect(body).toMatchObject({ code: 50301, msg: "Failed to send the SMS code" });
    expect(received.length).toBe(before);
    expect(
      await wrong.app.services.db
        .selectFrom("verify_codes")
        .select("id")
        .where("recipient", "=", mobile)
        .execute(),
    ).toEqual([]);
    expect((await wrong.call(sendSmsCode, { mobile, type: "login" })).code).toBe(50301);
  });
});
