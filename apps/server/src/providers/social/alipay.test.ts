import { createHash, generateKeyPairSync } from "node:crypto";
import { isRosterError } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AlipayServer, alipayTestKeys, startAlipayServer } from "../../test/social/alipay-server.js";
import { AlipayProvider } from "./alipay.js";
import { alipayPrivateKey, alipaySigningString, alipayTimestamp, rawMemberObject } from "./alipay-sign.js";

const APPID = "2021000000000001";
const keys = alipayTestKeys();
let server: AlipayServer;

const provider = (overrides: Partial<ConstructorParameters<typeof AlipayProvider>[0]> = {}) =>
  new AlipayProvider(
    {
      apps: [{ platform: "mp-alipay", appid: APPID, privateKey: keys.appPrivatePkcs8 }],
      keyType: "PKCS8",
      publicKey: keys.alipayPublicBase64,
      gateway: server.gateway,
      authEndpoint: server.url,
      ...overrides,
    },
    2000,
  );

/** The RosterError a promise rejects with (fails the test when it resolves or throws something else). */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isRosterError(error)) throw new Error(`expected a RosterError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  server = await startAlipayServer(APPID, keys);
});
afterAll(() => server.close());

describe("Alipay signing", () => {
  it("builds the reference's string to sign (outside-protocols §2)", () => {
    const text = alipaySigningString({
      app_id: APPID,
      method: "alipay.system.oauth.token",
      format: "JSON",
      charset: "utf-8",
      sign_type: "RSA2",
      timestamp: "2024-01-02 03:04:05",
      version: "1.0",
      grant_type: "authorization_code",
      code: "4b203fe6c11548bcabd8da5bb087a83b",
      sign: "ignored",
      auth_token: "",
    });
    expect(text).toBe(
      "app_id=2021000000000001&charset=utf-8&code=4b203fe6c11548bcabd8da5bb087a83b&format=JSON&grant_type=authorization_code&method=alipay.system.oauth.token&sign_type=RSA2&timestamp=2024-01-02 03:04:05&version=1.0",
    );
    expect(createHash("sha256").update(text).digest("hex")).toBe(
      "5a43d633fe3ef2cc580ea96b8acbf82706754a05f643133bc4e7610df5f9bb22",
    );
  });
  it("formats timestamps in Beijing time", () => {
    expect(alipayTimestamp(Date.UTC(2024, 0, 1, 19, 4, 5))).toBe("2024-01-02 03:04:05");
  });
  it("cuts a top-level member's object exactly as sent, not a nested or quoted look-alike", () => {
    const text = `{"x":{"a_response":{"no":1}},"s":"\\"a_response\\":{}","a_response":{ "k" : "v}\\"{" , "n":[{"m":1}] },"sign":"z"}`;
    expect(rawMemberObject(text, "a_response")).toBe(`{ "k" : "v}\\"{" , "n":[{"m":1}] }`);
    expect(rawMemberObject(text, "b_response")).toBeUndefined();
  });
  it("reads keys as PEM PKCS#8 or bare base64 PKCS#1, and refuses a non-RSA key", () => {
    expect(alipayPrivateKey(keys.appPrivatePkcs8, "PKCS8").asymmetricKeyType).toBe("rsa");
    expect(alipayPrivateKey(keys.appPrivatePkcs1Base64, "PKCS1").asymmetricKeyType).toBe("rsa");
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    expect(() => alipayPrivateKey(ec.toString(), "PKCS8")).toThrow(/RSA/);
  });
});

describe("Alipay provider against the gateway", () => {
  it("is off without apps and on for the configured platform", () => {
    expect(provider({ apps: [] }).configured("mp-alipay")).toBe(false);
    expect(provider().configured("mp-alipay")).toBe(true);
    expect(provider().configured("web")).toBe(false);
    expect(provider().platforms()).toEqual(["mp-alipay"]);
  });

  it("signs in with an auth_user code: user_id, profile, signed requests the gateway verified", async () => {
    const code = server.issueCode({
      userId: "2088000000000001",
      nickName: "小明",
      avatar: "https://tfs.alipayobjects.com/a/b.png",
      gender: "F",
      scope: "auth_user",
    });
    const before = server.requests.length;
    const identity = await provider().signIn({ platform: "mp-alipay", code });
    expect(identity).toEqual({
      provider: "alipay",
      platform: "mp-alipay",
      appid: APPID,
      openid: "2088000000000001",
      nickname: "小明",
      avatar: "https://tfs.alipayobjects.com/a/b.png",
      gender: 2,
    });
    const sent = server.requests.slice(before).map((r) => new URLSearchParams(r.body));
    expect(sent.map((p) => p.get("method"))).toEqual(["alipay.system.oauth.token", "alipay.user.info.share"]);
    expect(sent[0]!.get("grant_type")).toBe("authorization_code");
    expect(sent[1]!.get("auth_token")).toMatch(/^authusr/);
    expect(server.refusals).toEqual([]);
  });

  it("signs in with a PKCS#1 bare-base64 key; an auth_base code gives no profile", async () => {
    const code = server.issueCode({ userId: "2088000000000002", scope: "auth_base" });
    const p = provider({
      keyType: "PKCS1",
      apps: [{ platform: "mp-alipay", appid: APPID, privateKey: keys.appPrivatePkcs1Base64 }],
    });
    expect(await p.signIn({ platform: "mp-alipay", code })).toEqual({
      provider: "alipay",
      platform: "mp-alipay",
      appid: APPID,
      openid: "2088000000000002",
    });
  });

  it("maps a used code to alipayCodeInvalid (40002 isv.code-invalid)", async () => {
    const code = server.issueCode({ userId: "2088000000000003", scope: "auth_base" });
    await provider().signIn({ platform: "mp-alipay", code });
    const error = await refusal(provider().signIn({ platform: "mp-alipay", code }));
    expect(error.code).toBe(91301);
    expect(server.refusals.at(-1)).toBe("isv.code-invalid");
  });

  it("is refused by the gateway when signed with another key (isv.invalid-signature -> 10501)", async () => {
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 })
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString();
    const code = server.issueCode({ userId: "2088000000000004", scope: "auth_base" });
    const error = await refusal(
      provider({ apps: [{ platform: "mp-alipay", appid: APPID, privateKey: other }] }).signIn({
        platform: "mp-alipay",
        code,
      }),
    );
    expect(error.code).toBe(10501);
    expect(error.extra).toEqual({ providerCode: "isv.invalid-signature" });
    expect(server.refusals.at(-1)).toBe("isv.invalid-signature");
  });

  it("refuses a tampered answer, an unsigned one, and one signed by another Alipay key", async () => {
    server.tamper = true;
    try {
      const code = server.issueCode({ userId: "2088000000000005", scope: "auth_base" });
      expect((await refusal(provider().signIn({ platform: "mp-alipay", code }))).code).toBe(91302);
    } finally {
      server.tamper = false;
    }
    server.unsigned = true;
    try {
      const code = server.issueCode({ userId: "2088000000000006", scope: "auth_base" });
      expect((await refusal(provider().signIn({ platform: "mp-alipay", code }))).code).toBe(91302);
    } finally {
      server.unsigned = false;
    }
    const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 })
      .publicKey.export({ type: "spki", format: "pem" })
      .toString();
    const code = server.issueCode({ userId: "2088000000000007", scope: "auth_base" });
    expect(
      (await refusal(provider({ publicKey: stranger }).signIn({ platform: "mp-alipay", code }))).code,
    ).toBe(91302);
  });

  it("creates a mini-program code with the biz_content the gateway verified", async () => {
    const result = await provider().miniCode("pages/index/index", "code=ABC1234", "invite");
    expect(result.qrCodeUrlCircleBlue).toContain("blue/pages%2Findex%2Findex%3Fcode%3DABC1234");
    const sent = new URLSearchParams(server.requests.at(-1)!.body);
    expect(JSON.parse(sent.get("biz_content")!)).toEqual({
      url_param: "pages/index/index",
      query_param: "code=ABC1234",
      describe: "invite",
    });
    const error = await refusal(provider().miniCode("", "x", "invite"));
    expect(error.code).toBe(91303);
    expect(error.extra).toEqual({ providerCode: "INVALID_PARAMETER" });
  });

  it("says the service is unavailable when the gateway does not answer, without the code or keys", async () => {
    const code = "4b203fe6c11548bcabd8da5bb087a83b";
    const error = await refusal(
      provider({ gateway: "http://127.0.0.1:9/gateway.do" }).signIn({ platform: "mp-alipay", code }),
    );
    expect(error.code).toBe(91202);
    const said = JSON.stringify({ message: error.message, extra: error.extra, stack: error.stack });
    expect(said).not.toContain(code);
    expect(said).not.toContain(keys.appPrivatePkcs1Base64.slice(40, 80));
  });
});
