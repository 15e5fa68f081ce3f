import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const base = { NODE_ENV: "test", TOKEN_SECRET: "x".repeat(32) };

const app = generateKeyPairSync("rsa", { modulusLength: 2048 });
const alipay = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PRIVATE_PEM = app.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const PUBLIC_B64 = alipay.publicKey.export({ type: "spki", format: "der" }).toString("base64");

/** The problems a ConfigError lists, one per line. */
function problems(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return "";
}

describe("social settings (settings/social.ts)", () => {
  it("turns a provider on per platform only when its appid and secret are set, with the real hosts by default", () => {
    const config = loadConfig({
      ...base,
      WEIXIN_MP_APPID: "wx1",
      WEIXIN_MP_SECRET: "s1",
      QQ_APP_APPID: "101",
    });
    expect(config.social.weixin.apps).toEqual([{ platform: "mp-weixin", appid: "wx1", secret: "s1" }]);
    expect(config.social.weixin.apiEndpoint).toBe("https://api.weixin.qq.com");
    expect(config.social.qq.apps).toEqual([{ platform: "app", appid: "101", secret: "" }]);
    expect(config.social.douyin.apps).toEqual([]);
    expect(config.social.timeoutMs).toBe(5000);
  });

  it("reads *_EXTRA_APPS as a JSON list and trims endpoint slashes", () => {
    const extra = JSON.stringify([{ platform: "mp-weixin", appid: "wx2", secret: "s2" }]);
    const config = loadConfig({
      ...base,
      WEIXIN_EXTRA_APPS: extra,
      WEIXIN_API_ENDPOINT: "http://127.0.0.1:9/",
    });
    expect(config.social.weixin.apps).toEqual([{ platform: "mp-weixin", appid: "wx2", secret: "s2" }]);
    expect(config.social.weixin.apiEndpoint).toBe("http://127.0.0.1:9");
  });

  it("reports a lone appid or secret, a bad extra list and plain-http endpoints in production, all at once", () => {
    const run = () =>
      loadConfig({
        ...base,
        NODE_ENV: "production",
        SMS_PROVIDER: "console",
        EMAIL_PROVIDER: "console",
        WEIXIN_MP_APPID: "wx1",
        DOUYIN_EXTRA_APPS: '[{"appid":1}]',
        QQ_API_ENDPOINT: "http://api.q.qq.com",
      });
    expect(run).toThrow(ConfigError);
    try {
      run();
    } catch (error) {
      const text = (error as Error).message;
      expect(text).toContain("WEIXIN_MP_SECRET");
      expect(text).toContain("DOUYIN_EXTRA_APPS");
      expect(text).toContain("QQ_API_ENDPOINT: must be https://");
      expect(text).not.toContain("wx1");
    }
  });
});

describe("Alipay, Huawei, Apple and univerify settings", () => {
  it("leaves every provider off by default, with the real hosts as endpoints", () => {
    const c = loadConfig({}).social;
    expect(c.alipay).toMatchObject({
      apps: [],
      gateway: "https://openapi.alipay.com/gateway.do",
      keyType: "PKCS8",
    });
    expect(c.huawei).toEqual({
      clients: [],
      oauthEndpoint: "https://oauth-login.cloud.huawei.com",
      accountEndpoint: "https://account.cloud.huawei.com",
    });
    expect(c.apple).toEqual({ clientIds: [], endpoint: "https://appleid.apple.com" });
    expect(c.univerify).toBeUndefined();
    expect(c.timeoutMs).toBe(5000);
  });

  it("builds apps per uni-app platform from the settings", () => {
    const c = loadConfig({
      ALIPAY_MP_APPID: "2021000000000001",
      ALIPAY_MP_PRIVATE_KEY: PRIVATE_PEM,
      ALIPAY_PUBLIC_KEY: PUBLIC_B64,
      ALIPAY_EXTRA_APPS: JSON.stringify([
        { platform: "mp-alipay", appid: "2021000000000002", privateKey: PRIVATE_PEM },
      ]),
      HUAWEI_APP_CLIENT_ID: "104000001",
      HUAWEI_APP_CLIENT_SECRET: "s1",
      HUAWEI_MP_CLIENT_ID: "104000002",
      HUAWEI_MP_CLIENT_SECRET: "s2",
      APPLE_CLIENT_IDS: " com.example.roster , com.example.roster.web ,",
      UNIVERIFY_BRIDGE_URL: "https://bridge.example.com/univerify",
      UNIVERIFY_BRIDGE_SECRET: "0123456789abcdef",
      DCLOUD_APPID: "__UNI__A1B2C3D",
    }).social;
    expect(c.alipay.apps.map((a) => [a.platform, a.appid])).toEqual([
      ["mp-alipay", "2021000000000001"],
      ["mp-alipay", "2021000000000002"],
    ]);
    expect(c.huawei.clients.map((h) => h.platform)).toEqual(["app", "mp-harmony"]);
    expect(c.apple.clientIds).toEqual(["com.example.roster", "com.example.roster.web"]);
    expect(c.univerify).toEqual({
      bridgeUrl: "https://bridge.example.com/univerify",
      secret: "0123456789abcdef",
      dcloudAppid: "__UNI__A1B2C3D",
    });
  });

  it("reports missing halves, an unreadable key, bad extra apps and a short bridge secret", () => {
    const text = problems({
      ALIPAY_MP_APPID: "2021000000000001",
      ALIPAY_MP_PRIVATE_KEY: "not-a-key",
      ALIPAY_EXTRA_APPS: '[{"platform":"nowhere"}]',
      HUAWEI_APP_CLIENT_ID: "104000001",
      UNIVERIFY_BRIDGE_URL: "https://bridge.example.com/u",
      UNIVERIFY_BRIDGE_SECRET: "short",
    });
    expect(text).toContain("ALIPAY_PUBLIC_KEY: is required when an Alipay app is set");
    expect(text).toContain("ALIPAY_MP_PRIVATE_KEY: is not a readable RSA key");
    expect(text).toContain("ALIPAY_EXTRA_APPS: must be a JSON array");
    expect(text).toContain(
      "HUAWEI_APP_CLIENT_SECRET: HUAWEI_APP_CLIENT_ID and HUAWEI_APP_CLIENT_SECRET go together",
    );
    expect(text).toContain("UNIVERIFY_BRIDGE_SECRET: must be at least 16 characters");
    expect(text).not.toContain("not-a-key");
  });

  it("refuses http endpoints in production", () => {
    const text = problems({
      NODE_ENV: "production",
      TOKEN_SECRET: "x".repeat(32),
      SMS_PROVIDER: "console",
      EMAIL_PROVIDER: "console",
      APPLE_ENDPOINT: "http://127.0.0.1:9",
      HUAWEI_OAUTH_ENDPOINT: "http://127.0.0.1:9",
      ALIPAY_GATEWAY: "https://openapi.alipay.com/gateway.do",
      UNIVERIFY_BRIDGE_URL: "http://bridge.example.com/u",
      UNIVERIFY_BRIDGE_SECRET: "0123456789abcdef",
    });
    expect(text).toContain("APPLE_ENDPOINT: must be an https:// URL");
    expect(text).toContain("HUAWEI_OAUTH_ENDPOINT: must be an https:// URL");
    expect(text).toContain("UNIVERIFY_BRIDGE_URL: must be an https:// URL");
    expect(text).not.toContain("ALIPAY_GATEWAY");
  });
});
