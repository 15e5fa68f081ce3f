import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const base = { NODE_ENV: "test", TOKEN_SECRET: "x".repeat(32) };

describe("social settings (config-social.ts)", () => {
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
