import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const base = { NODE_ENV: "test" } as const;

describe("storage config", () => {
  it("defaults to local storage, 100 MiB files, a 1 GiB quota and every kind of file", () => {
    expect(loadConfig(base).storage).toEqual({
      driver: "local",
      publicUrl: "",
      maxBytes: 100 * 1024 * 1024,
      quotaBytes: 1024 * 1024 * 1024,
      allowedTypes: ["image", "video", "audio", "other"],
      sweepSeconds: 300,
      extStorageAnonymous: false,
      anonymousQuotaBytes: 256 * 1024 * 1024,
      anonymousIpDailyBytes: 32 * 1024 * 1024,
      s3: undefined,
    });
  });

  it("reads S3 settings and limits", () => {
    const config = loadConfig({
      ...base,
      STORAGE: "s3",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "us-east-1",
      S3_BUCKET: "files",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      UPLOAD_MAX_BYTES: "1000",
      UPLOAD_QUOTA_BYTES: "5000",
      UPLOAD_ALLOWED_TYPES: "Image, pdf",
      EXT_STORAGE_ANONYMOUS: "1",
      ANONYMOUS_UPLOAD_QUOTA_BYTES: "3000",
      ANONYMOUS_UPLOAD_IP_DAILY_BYTES: "700",
      PUBLIC_URL: "https://files.example.com",
    });
    expect(config.storage).toMatchObject({
      driver: "s3",
      maxBytes: 1000,
      quotaBytes: 5000,
      allowedTypes: ["image", "pdf"],
      extStorageAnonymous: true,
      anonymousQuotaBytes: 3000,
      anonymousIpDailyBytes: 700,
      publicUrl: "https://files.example.com",
      s3: { endpoint: "http://127.0.0.1:9000", bucket: "files", forcePathStyle: true },
    });
  });

  it("refuses STORAGE=s3 without its settings, and bad values, all at once", () => {
    let message = "";
    try {
      loadConfig({
        ...base,
        STORAGE: "s3",
        UPLOAD_MAX_BYTES: "0",
        UPLOAD_ALLOWED_TYPES: "pictures",
        PUBLIC_URL: "https://x/",
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of [
      "S3_BUCKET",
      "S3_REGION",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
      "UPLOAD_MAX_BYTES",
      "UPLOAD_ALLOWED_TYPES",
      "PUBLIC_URL",
    ]) {
      expect(message).toContain(name);
    }
    expect(() => loadConfig({ ...base, STORAGE: "ftp" })).toThrow(/STORAGE/);
  });
});
