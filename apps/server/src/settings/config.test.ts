import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveTokenSecret } from "../lib/secrets.js";
import { ConfigError, loadConfig } from "./config.js";

describe("config", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.http).toEqual({
      port: 3000,
      host: "127.0.0.1",
      trustProxy: false,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
      maxConnections: 1024,
      shutdownGraceMs: 5000,
      corsOrigins: [],
    });
    expect(config.encryptClockSkewSeconds).toBe(60);
    expect(config.token).toMatchObject({
      expiresInSeconds: 604_800,
      refreshThresholdSeconds: 259_200,
      maxSessions: 10,
    });
    expect(config.lockout).toEqual({ limit: 6, seconds: 3600 });
    expect(config.rateLimitPerMinute).toBe(120);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin).toBeUndefined();
  });

  it("reports every bad variable at once", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "http", DATABASE_URL: "mysql://x", NODE_ENV: "production", ADMIN_USERNAME: "root" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ["PORT", "DATABASE_URL", "TOKEN_SECRET", "ADMIN_PASSWORD"])
      expect(message).toContain(name);
  });

  it("refuses a first administrator's password that the password policy refuses, with the policy's reason", () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig({ ADMIN_USERNAME: "boss", ...env });
        return undefined;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem({ ADMIN_PASSWORD: "boss1" })).toMatch(/ADMIN_PASSWORD[^\n]*at least 8/);
    expect(problem({ ADMIN_PASSWORD: "bossy_boss_2026" })).toMatch(/ADMIN_PASSWORD[^\n]*username/i);
    expect(problem({ ADMIN_PASSWORD: "password123" })).toMatch(/ADMIN_PASSWORD[^\n]*common/i);
    expect(problem({ ADMIN_PASSWORD: "boss1", PASSWORD_POLICY: "legacy" })).toMatch(/ADMIN_PASSWORD/);
    // A password the policy accepts starts as before.
    expect(loadConfig({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "Corner-office-27" }).admin).toEqual({
      username: "boss",
      password: "Corner-office-27",
    });
    expect(
      loadConfig({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "boss_1", PASSWORD_POLICY: "legacy" }).admin,
    ).toMatchObject({ password: "boss_1" });
  });

  it("reads TRUST_PROXY as no proxy, one hop (true), a hop count, or proxy addresses", () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).http.trustProxy;
    expect(trust("")).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(trust("true")).toEqual({ hops: 1 });
    expect(trust("2")).toEqual({ hops: 2 });
    expect(trust("10.0.0.1, 192.168.0.0/16,loopback")).toEqual({
      proxies: ["10.0.0.1", "192.168.0.0/16", "loopback"],
    });
    expect(() => trust("yes")).toThrow(/TRUST_PROXY/);
    expect(() => trust("10.0.0.0/99")).toThrow(/TRUST_PROXY/);
    expect(() => trust("99")).toThrow(/TRUST_PROXY/);
  });

  it("reads CORS origins and refuses paths or wildcards", () => {
    expect(
      loadConfig({ CORS_ORIGINS: "https://a.example.com, capacitor://localhost" }).http.corsOrigins,
    ).toEqual(["https://a.example.com", "capacitor://localhost"]);
    expect(() => loadConfig({ CORS_ORIGINS: "*" })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: "https://a.example.com/app" })).toThrow(/CORS_ORIGINS/);
  });

  it("refuses a header timeout longer than the request timeout, and bad timeouts", () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: "20000", HTTP_REQUEST_TIMEOUT_MS: "10000" })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ HTTP_MAX_CONNECTIONS: "0" })).toThrow(/HTTP_MAX_CONNECTIONS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: "soon" })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it("checks answers fully outside production and by shape in production, unless told", () => {
    const production = {
      NODE_ENV: "production",
      TOKEN_SECRET: "x".repeat(32),
      SMS_PROVIDER: "console",
      EMAIL_PROVIDER: "console",
    };
    expect(loadConfig({}).outputCheck).toBe("full");
    expect(loadConfig(production).outputCheck).toBe("shape");
    expect(loadConfig({ ...production, OUTPUT_CHECK: "full" }).outputCheck).toBe("full");
    expect(() => loadConfig({ OUTPUT_CHECK: "none" })).toThrow(/OUTPUT_CHECK/);
  });

  it("refuses a refresh threshold that is not below the lifetime", () => {
    expect(() => loadConfig({ TOKEN_EXPIRES_IN: "100", TOKEN_REFRESH_THRESHOLD: "100" })).toThrow(
      /TOKEN_REFRESH_THRESHOLD/,
    );
  });

  it("reads legacy password secrets as text or versioned JSON", () => {
    expect(loadConfig({ LEGACY_PASSWORD_SECRETS: "demo" }).legacyPasswordSecrets).toEqual([
      { version: 0, value: "demo" },
    ]);
    expect(
      loadConfig({ LEGACY_PASSWORD_SECRETS: '[{"version":2,"value":"b"}]' }).legacyPasswordSecrets,
    ).toEqual([{ version: 2, value: "b" }]);
    expect(() => loadConfig({ LEGACY_PASSWORD_SECRETS: '[{"v":1}]' })).toThrow(/LEGACY_PASSWORD_SECRETS/);
  });
});

describe("token secret", () => {
  it("uses TOKEN_SECRET when set, else generates one once and keeps it (mode 600)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-secret-"));
    expect(resolveTokenSecret("x".repeat(32), dir)).toBe("x".repeat(32));
    const first = resolveTokenSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveTokenSecret(undefined, dir)).toBe(first);
    expect(fs.statSync(path.join(dir, "token-secret")).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true });
  });
});
