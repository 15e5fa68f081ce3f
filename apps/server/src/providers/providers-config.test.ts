import { describe, expect, it } from "vitest";
import { loadConfig } from "../settings/config.js";

const secret = "s".repeat(32);

/** The message of the ConfigError that `env` raises, or "" when it is accepted. */
function problems(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("delivery and code settings", () => {
  it("defaults: console providers outside production, the DESIGN §5 code rules", () => {
    const config = loadConfig({});
    expect(config.sms).toEqual({ provider: "console" });
    expect(config.email.provider).toBe("console");
    expect(config.providerTimeoutMs).toBe(10_000);
    expect(config.codes).toEqual({
      ttlSeconds: 180,
      resendSeconds: 60,
      maxAttempts: 5,
      smsDailyCap: 12,
      emailDailyCap: 30,
      ipDailyCap: 50,
    });
  });

  it("production fails fast without chosen providers, and accepts console only when named", () => {
    const message = problems({ NODE_ENV: "production", TOKEN_SECRET: secret });
    expect(message).toMatch(/SMS_PROVIDER: is required when NODE_ENV=production/);
    expect(message).toMatch(/EMAIL_PROVIDER: is required when NODE_ENV=production/);
    expect(
      problems({
        NODE_ENV: "production",
        TOKEN_SECRET: secret,
        SMS_PROVIDER: "console",
        EMAIL_PROVIDER: "console",
      }),
    ).toBe("");
  });

  it("aliyun needs its keys, sign name and template; the endpoint has a default", () => {
    const message = problems({ SMS_PROVIDER: "aliyun", ALIYUN_SMS_ACCESS_KEY_ID: "id" });
    for (const name of ["ALIYUN_SMS_ACCESS_KEY_SECRET", "ALIYUN_SMS_SIGN_NAME", "ALIYUN_SMS_TEMPLATE_CODE"]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain("ALIYUN_SMS_ACCESS_KEY_ID");
    const config = loadConfig({
      SMS_PROVIDER: "aliyun",
      ALIYUN_SMS_ACCESS_KEY_ID: "id",
      ALIYUN_SMS_ACCESS_KEY_SECRET: "secret",
      ALIYUN_SMS_SIGN_NAME: "Roster",
      ALIYUN_SMS_TEMPLATE_CODE: "SMS_1",
    });
    expect(config.sms).toMatchObject({ provider: "aliyun", endpoint: "https://dysmsapi.aliyuncs.com" });
    expect(problems({ ALIYUN_SMS_ENDPOINT: "ftp://x" })).toContain("ALIYUN_SMS_ENDPOINT");
  });

  it("http needs a URL and a secret of 16+ characters; smtp needs SMTP_URL and MAIL_FROM", () => {
    expect(problems({ SMS_PROVIDER: "http" })).toMatch(/SMS_HTTP_URL[\s\S]*SMS_HTTP_SECRET/);
    expect(
      problems({ SMS_PROVIDER: "http", SMS_HTTP_URL: "https://sms.example", SMS_HTTP_SECRET: "short" }),
    ).toContain("SMS_HTTP_SECRET: must be at least 16 characters");
    expect(problems({ EMAIL_PROVIDER: "smtp" })).toMatch(/SMTP_URL[\s\S]*MAIL_FROM/);
    expect(problems({ EMAIL_PROVIDER: "smtp", SMTP_URL: "http://mail", MAIL_FROM: "a@b.c" })).toContain(
      "SMTP_URL",
    );
    expect(
      loadConfig({ EMAIL_PROVIDER: "smtp", SMTP_URL: "smtps://u:p@mail.example", MAIL_FROM: "a@b.c" }).email,
    ).toEqual({
      provider: "smtp",
      url: "smtps://u:p@mail.example",
      from: "a@b.c",
    });
  });

  it("refuses unknown providers and out-of-range code rules", () => {
    expect(problems({ SMS_PROVIDER: "carrier-pigeon" })).toContain("SMS_PROVIDER");
    expect(problems({ CODE_MAX_ATTEMPTS: "0", CODE_TTL_SECONDS: "5" })).toMatch(
      /CODE_TTL_SECONDS[\s\S]*CODE_MAX_ATTEMPTS|CODE_MAX_ATTEMPTS[\s\S]*CODE_TTL_SECONDS/,
    );
  });
});
