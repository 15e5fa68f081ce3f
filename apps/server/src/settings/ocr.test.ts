import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("OCR and personal-data settings", () => {
  it("are off by default: no Baidu account, signed-in token route, 5 s provider timeout", () => {
    const config = loadConfig({});
    expect(config.baiduOcr).toBeUndefined();
    expect(config.baiduTokenAnonymous).toBe(false);
    expect(config.providerHttpTimeoutMs).toBe(5000);
    expect(config.dataEncryptionKey).toBeUndefined();
  });

  it("turn Baidu on with both keys, on the real host unless told", () => {
    const config = loadConfig({
      BAIDU_OCR_API_KEY: "ak",
      BAIDU_OCR_SECRET_KEY: "sk",
      BAIDU_TOKEN_ANONYMOUS: "1",
    });
    expect(config.baiduOcr).toEqual({ apiKey: "ak", secretKey: "sk", endpoint: "https://aip.baidubce.com" });
    expect(config.baiduTokenAnonymous).toBe(true);
    const local = loadConfig({
      BAIDU_OCR_API_KEY: "ak",
      BAIDU_OCR_SECRET_KEY: "sk",
      BAIDU_AIP_ENDPOINT: "http://127.0.0.1:9999/",
    });
    expect(local.baiduOcr?.endpoint).toBe("http://127.0.0.1:9999");
  });

  it("refuse one key without the other, a short data key, and plain http in production", () => {
    expect(() => loadConfig({ BAIDU_OCR_API_KEY: "ak" })).toThrow(/BAIDU_OCR_SECRET_KEY/);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: "short" })).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        TOKEN_SECRET: "s".repeat(40),
        SMS_PROVIDER: "console",
        EMAIL_PROVIDER: "console",
        BAIDU_AIP_ENDPOINT: "http://aip.example",
      }),
    ).toThrow(/BAIDU_AIP_ENDPOINT: must be https/);
  });
});
