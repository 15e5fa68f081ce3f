import path from "node:path";
import { fileURLToPath } from "node:url";
import { PASSWORD_POLICIES, type PasswordPolicyName } from "@roster/contract/validators/password-policy";
import { newPasswordRefusal } from "@roster/contract/validators/password-refusal";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "../lib/trust-proxy.js";
import { BUDGET_ENV, type BudgetSettings, budgetSettings } from "./budgets.js";
import { type CloudGatewaySettings, GATEWAY_ENV, gatewayChecks, gatewaySettings } from "./gateway.js";
import { MOBILE_ENV, type MobileSettings, mobileSettings } from "./mobile.js";
import { OCR_ENV, type OcrSettings, ocrChecks, ocrSettings } from "./ocr.js";
import { OPENAPI_ENV, type OpenapiSettings, openapiSettings } from "./openapi.js";
import { SOCIAL_ENV, type SocialConfig, socialChecks, socialConfig } from "./social.js";
import { type StorageConfig, storageChecks, storageConfig, storageEnvFields } from "./storage.js";
import { TCB_ENV, type TcbSettings, tcbChecks, tcbSettings } from "./tcb.js";

const int = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

/** An optional choice: unset or empty means "not chosen" (defaults are decided after parsing). */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.enum(values).optional());
const httpUrl = optionalText.refine((v) => v === undefined || /^https?:\/\/\S+$/.test(v), {
  message: "must be an http(s):// URL",
});

/** `TRUST_PROXY`: see lib/trust-proxy.ts. */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx) => {
    try {
      return parseTrustProxy(v);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  });

/** A comma-separated list of web origins (`https://app.example.com`, `capacitor://localhost`). */
const originList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((o) => o.trim())
      .filter((o) => o !== ""),
  )
  .refine((list) => list.every((o) => /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+$/i.test(o)), {
    message: "must be origins like https://app.example.com, separated by commas (no path, no *)",
  });

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: int(3000, 0, 65535),
  HOST: z.string().min(1).default("127.0.0.1"),
  TRUST_PROXY: trustProxy,
  HTTP_HEADERS_TIMEOUT_MS: int(10_000, 100, 600_000),
  HTTP_REQUEST_TIMEOUT_MS: int(30_000, 100, 3_600_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: int(72_000, 100, 600_000),
  HTTP_MAX_CONNECTIONS: int(1024, 1, 1_000_000),
  SHUTDOWN_GRACE_MS: int(5000, 0, 600_000),
  CORS_ORIGINS: originList,
  WS_MAX_FRAME_BYTES: int(65_536, 1024, 16_777_216),
  WS_FRAMES_PER_SECOND: int(20, 1, 100_000),
  WS_MAX_SOCKETS_PER_USER: int(20, 1, 1_000_000),
  WS_MAX_SOCKETS_PER_IP: int(500, 1, 10_000_000),
  WS_HEARTBEAT_MS: int(30_000, 50, 600_000),
  WS_IDLE_TIMEOUT_MS: int(75_000, 100, 3_600_000),
  WS_CONNECT_TIMEOUT_MS: int(10_000, 50, 600_000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "must be a postgres:// URL (leave it unset for the embedded SQLite database)",
  }),
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: "must be a redis:// URL",
  }),
  TOKEN_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
  TOKEN_EXPIRES_IN: int(604_800, 60, 31_536_000),
  TOKEN_REFRESH_THRESHOLD: int(259_200, 0, 31_536_000),
  TOKEN_MAX_SESSIONS: int(10, 1, 1000),
  AUTH_CACHE_ENTRIES: int(10_000, 0, 10_000_000),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  LOGIN_LOCK_LIMIT: int(6, 1, 1000),
  LOGIN_LOCK_SECONDS: int(3600, 1, 604_800),
  LOGIN_UPSTREAM_CODES: z.enum(["0", "1"]).default("0"),
  LEGACY_PASSWORD_SECRETS: optionalText,
  PASSWORD_POLICY: z.enum(PASSWORD_POLICIES).default("strong"),
  TERMS_VERSION: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,32}$/, { message: "must be 1-32 letters, digits, '.', '_' or '-'" })
    .default("1"),
  REQUIRE_CONSENT: z.enum(["0", "1"]).default("0"),
  RATE_LIMIT_PER_MINUTE: int(120, 0, 1_000_000),
  ENCRYPT_WINDOW_SECONDS: int(10, 5, 3600),
  ENCRYPT_CLOCK_SKEW_SECONDS: int(60, 0, 3600),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  OUTPUT_CHECK: optionalChoice(["full", "shape"]),
  WEB_DIST: optionalText,
  SMS_PROVIDER: optionalChoice(["console", "aliyun", "http"]),
  ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
  ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
  ALIYUN_SMS_SIGN_NAME: optionalText,
  ALIYUN_SMS_TEMPLATE_CODE: optionalText,
  ALIYUN_SMS_ENDPOINT: httpUrl,
  SMS_HTTP_URL: httpUrl,
  SMS_HTTP_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: "must be at least 16 characters",
  }),
  EMAIL_PROVIDER: optionalChoice(["console", "smtp"]),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\/\S+$/.test(v), {
    message: "must be an smtp:// or smtps:// URL",
  }),
  MAIL_FROM: optionalText,
  PROVIDER_TIMEOUT_MS: int(10_000, 100, 120_000),
  CODE_TTL_SECONDS: int(180, 30, 86_400),
  CODE_RESEND_SECONDS: int(60, 0, 3600),
  CODE_MAX_ATTEMPTS: int(5, 1, 100),
  SMS_DAILY_CAP: int(12, 1, 100_000),
  EMAIL_DAILY_CAP: int(30, 1, 100_000),
  CODE_IP_DAILY_CAP: int(50, 1, 10_000_000),
  ...SOCIAL_ENV,
  ...OCR_ENV,
  ...OPENAPI_ENV,
  ...storageEnvFields,
  ...GATEWAY_ENV,
  ...TCB_ENV,
  ...MOBILE_ENV,
  ...BUDGET_ENV,
});

/**
 * Checks across variables. They run on the raw environment even when a single variable is bad, so that
 * every problem is reported at once.
 */
function crossChecks(env: NodeJS.ProcessEnv): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const present = (name: string) => (env[name] ?? "").trim() !== "";
  if (env.NODE_ENV === "production" && !present("TOKEN_SECRET")) {
    problems.push({ path: "TOKEN_SECRET", message: "is required when NODE_ENV=production" });
  }
  const expiresIn = Number(env.TOKEN_EXPIRES_IN ?? 604_800);
  const threshold = Number(env.TOKEN_REFRESH_THRESHOLD ?? 259_200);
  if (expiresIn <= threshold) {
    problems.push({ path: "TOKEN_REFRESH_THRESHOLD", message: "must be smaller than TOKEN_EXPIRES_IN" });
  }
  const headersTimeout = Number(env.HTTP_HEADERS_TIMEOUT_MS ?? 10_000);
  if (headersTimeout > Number(env.HTTP_REQUEST_TIMEOUT_MS ?? 30_000)) {
    problems.push({ path: "HTTP_HEADERS_TIMEOUT_MS", message: "must not exceed HTTP_REQUEST_TIMEOUT_MS" });
  }
  if (Number(env.WS_IDLE_TIMEOUT_MS ?? 75_000) <= Number(env.WS_HEARTBEAT_MS ?? 30_000)) {
    problems.push({ path: "WS_IDLE_TIMEOUT_MS", message: "must be longer than WS_HEARTBEAT_MS" });
  }
  if (present("ADMIN_USERNAME") !== present("ADMIN_PASSWORD")) {
    problems.push({ path: "ADMIN_PASSWORD", message: "ADMIN_USERNAME and ADMIN_PASSWORD go together" });
  } else if (present("ADMIN_PASSWORD")) {
    // The first administrator's password follows the policy like any other (issue 27): the same check as
    // every route that sets one, against the administrator's name.
    const policy = PASSWORD_POLICIES.find((name) => name === env.PASSWORD_POLICY) ?? "strong";
    const refusal = newPasswordRefusal(
      policy,
      env.ADMIN_PASSWORD!.trim(),
      { username: env.ADMIN_USERNAME!.trim() },
      { field: "ADMIN_PASSWORD", locale: "en" },
    );
    if (refusal) problems.push({ path: "ADMIN_PASSWORD", message: refusal.localized("en") });
  }
  if (present("LEGACY_PASSWORD_SECRETS")) {
    try {
      parseLegacySecrets(env.LEGACY_PASSWORD_SECRETS!);
    } catch (e) {
      problems.push({ path: "LEGACY_PASSWORD_SECRETS", message: (e as Error).message });
    }
  }
  return problems;
}

/** A versioned secret of upstream's HMAC-SHA1 password hashes. */
export interface LegacySecret {
  version: number;
  value: string;
}

/** `LEGACY_PASSWORD_SECRETS` is a plain secret (version 0) or a JSON array of `{version, value}`. */
function parseLegacySecrets(raw: string): LegacySecret[] {
  if (!raw.trim().startsWith("[")) return [{ version: 0, value: raw }];
  const parsed = z
    .array(z.object({ version: z.number().int().min(0), value: z.string().min(1) }))
    .safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error("must be a secret or a JSON array of {version, value}");
  return parsed.data;
}

/** Roster's typed configuration. */
export interface Config extends OcrSettings, TcbSettings {
  /** The cloud-space gateway, `POST /client` (settings/gateway.ts); undefined: off. */
  cloudGateway: CloudGatewaySettings | undefined;
  /** The phone apps whose links this host verifies (settings/mobile.ts). */
  mobile: MobileSettings;
  env: "development" | "production" | "test";
  http: HttpConfig;
  dataDir: string;
  /** PostgreSQL URL; undefined means the embedded SQLite file under dataDir. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  token: {
    secret: string | undefined;
    expiresInSeconds: number;
    refreshThresholdSeconds: number;
    maxSessions: number;
    /**
     * Sessions whose authentication reads each process keeps (services/sessions/auth-cache.ts); 0 turns
     * the cache off.
     */
    cacheEntries: number;
  };
  admin: { username: string; password: string } | undefined;
  lockout: { limit: number; seconds: number };
  /**
   * Password sign-in answers upstream's distinct codes, 10002 for a name no account has and 10102 "wrong
   * password", which tell anyone which names exist. Off: both answer `wrongCredentials` (10102).
   */
  loginUpstreamCodes: boolean;
  legacyPasswordSecrets: LegacySecret[];
  accountRules: AccountRulesConfig;
  rateLimitPerMinute: number;
  encryptWindowSeconds: number;
  /** How far an encrypted call's timestamp may be off the server's clock, either way. */
  encryptClockSkewSeconds: number;
  logLevel: string;
  /**
   * How answers are checked against their contract's output: `full` (zod, every field; development and
   * tests) or `shape` (unknown top-level fields dropped, promised ones present; production).
   */
  outputCheck: "full" | "shape";
  /** Folder of the built web app served at `/`. */
  webDist: string;
  sms: SmsConfig;
  email: EmailConfig;
  /** How long an SMS or e-mail provider may take before the send counts as failed. */
  providerTimeoutMs: number;
  codes: CodeConfig;
  socket: SocketConfig;
  /** Social sign-in providers, every one (settings/social.ts). */
  social: SocialConfig;
  /** Files: storage driver and upload limits (settings/storage.ts). */
  storage: StorageConfig;
  /** The open-API demo routes' subscribe message (settings/openapi.ts). */
  openapi: OpenapiSettings;
  /** The limits of the call budgets of routes that cost money or quota (settings/budgets.ts). */
  budgets: BudgetSettings;
}

/** The rules of new accounts and passwords (validators/password-policy.ts, services/accounts/consent.ts). */
export interface AccountRulesConfig {
  /** `strong` (default) or `legacy` (the seed's 6-18 of letters, digits, `_` or `@`). */
  passwordPolicy: PasswordPolicyName;
  /** The current version of the terms of service and privacy policy. */
  termsVersion: string;
  /** Registration by any client must accept them. */
  requireConsent: boolean;
}

/** The WebSocket endpoint's limits and timers (http/socket-endpoint.ts). */
export interface SocketConfig {
  /** Largest frame a client may send; a bigger one closes the socket (1009). */
  maxFrameBytes: number;
  /** Frames a second one socket may send; more are dropped with an error, a flood closes it (1008). */
  framesPerSecond: number;
  /** Open sockets per account, on one process. */
  maxPerUser: number;
  /** Open sockets per client IP, on one process. */
  maxPerIp: number;
  /** How often the server pings each socket (and checks the sessions of its sockets). */
  heartbeatMs: number;
  /** A socket that sent no frame and no pong for this long is closed. */
  idleTimeoutMs: number;
  /** A socket whose connect frame did not succeed within this time is closed. */
  connectTimeoutMs: number;
}

/** The HTTP transport: where it listens, whom it believes, how long it waits, how much it holds. */
export interface HttpConfig {
  port: number;
  host: string;
  trustProxy: TrustProxy;
  /** Time to receive a request's headers (also closes a connection that sends nothing). */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** Open connections beyond this are closed on arrival. */
  maxConnections: number;
  /** After SIGTERM, how long calls in flight may take to finish before their connections are cut. */
  shutdownGraceMs: number;
  /** Origins allowed to call the router from a browser (CORS); empty: same origin only. */
  corsOrigins: string[];
}

/** Thrown with every bad variable listed. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses the environment once into a typed config and reports every bad variable at once. The only
 * reader of `process.env` in the server.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => ({ path: i.path.join(".") || "env", message: i.message }))),
    ...crossChecks(env),
    ...providerChecks(env),
    ...socialChecks(env),
    ...ocrChecks(env),
    ...storageChecks(env),
    ...gatewayChecks(env),
    ...tcbChecks(env),
  ];
  if (!parsed.success || problems.length > 0) {
    const lines = problems.map((p) => `  ${p.path}: ${p.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    http: {
      port: e.PORT,
      host: e.HOST,
      trustProxy: e.TRUST_PROXY,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
      corsOrigins: e.CORS_ORIGINS,
    },
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    token: {
      secret: e.TOKEN_SECRET,
      expiresInSeconds: e.TOKEN_EXPIRES_IN,
      refreshThresholdSeconds: e.TOKEN_REFRESH_THRESHOLD,
      maxSessions: e.TOKEN_MAX_SESSIONS,
      cacheEntries: e.AUTH_CACHE_ENTRIES,
    },
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    lockout: { limit: e.LOGIN_LOCK_LIMIT, seconds: e.LOGIN_LOCK_SECONDS },
    loginUpstreamCodes: e.LOGIN_UPSTREAM_CODES === "1",
    legacyPasswordSecrets: e.LEGACY_PASSWORD_SECRETS ? parseLegacySecrets(e.LEGACY_PASSWORD_SECRETS) : [],
    accountRules: {
      passwordPolicy: e.PASSWORD_POLICY,
      termsVersion: e.TERMS_VERSION,
      requireConsent: e.REQUIRE_CONSENT === "1",
    },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    encryptWindowSeconds: e.ENCRYPT_WINDOW_SECONDS,
    encryptClockSkewSeconds: e.ENCRYPT_CLOCK_SKEW_SECONDS,
    logLevel: e.LOG_LEVEL,
    outputCheck: e.OUTPUT_CHECK ?? (e.NODE_ENV === "production" ? "shape" : "full"),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.resolve(SERVER_ROOT, "../web/dist"),
    sms: smsConfig(e),
    email: emailConfig(e),
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    codes: {
      ttlSeconds: e.CODE_TTL_SECONDS,
      resendSeconds: e.CODE_RESEND_SECONDS,
      maxAttempts: e.CODE_MAX_ATTEMPTS,
      smsDailyCap: e.SMS_DAILY_CAP,
      emailDailyCap: e.EMAIL_DAILY_CAP,
      ipDailyCap: e.CODE_IP_DAILY_CAP,
    },
    socket: {
      maxFrameBytes: e.WS_MAX_FRAME_BYTES,
      framesPerSecond: e.WS_FRAMES_PER_SECOND,
      maxPerUser: e.WS_MAX_SOCKETS_PER_USER,
      maxPerIp: e.WS_MAX_SOCKETS_PER_IP,
      heartbeatMs: e.WS_HEARTBEAT_MS,
      idleTimeoutMs: e.WS_IDLE_TIMEOUT_MS,
      connectTimeoutMs: e.WS_CONNECT_TIMEOUT_MS,
    },
    social: socialConfig(e),
    ...ocrSettings(e),
    openapi: openapiSettings(e),
    ...tcbSettings(e),
    storage: storageConfig(e),
    ...gatewaySettings(e),
    mobile: mobileSettings(e),
    budgets: budgetSettings(e),
  };
}

// ---- delivery providers and verification codes ---------------------------------------------------

/** Where SMS codes go. */
export type SmsConfig =
  | { provider: "console" }
  | {
      provider: "aliyun";
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      /** Base URL of the Dysmsapi endpoint (default https://dysmsapi.aliyuncs.com). */
      endpoint: string;
    }
  | { provider: "http"; url: string; secret: string };

/** Where e-mail codes go. */
export type EmailConfig =
  | { provider: "console"; from: string }
  | { provider: "smtp"; url: string; from: string };

/** Verification-code rules (DESIGN §5). */
export interface CodeConfig {
  ttlSeconds: number;
  resendSeconds: number;
  maxAttempts: number;
  smsDailyCap: number;
  emailDailyCap: number;
  ipDailyCap: number;
}

/**
 * Production must name its SMS and e-mail providers (`console` only when chosen on purpose), and each
 * real provider needs its settings.
 */
function providerChecks(env: NodeJS.ProcessEnv): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const require = (name: string, when: string) => {
    if ((env[name] ?? "").trim() === "") problems.push({ path: name, message: `is required when ${when}` });
  };
  if (env.NODE_ENV === "production") {
    require("SMS_PROVIDER", "NODE_ENV=production (aliyun, http, or console to keep codes in the outbox)");
    require("EMAIL_PROVIDER", "NODE_ENV=production (smtp, or console to keep mails in the outbox)");
  }
  if (env.SMS_PROVIDER === "aliyun") {
    for (const name of ["ACCESS_KEY_ID", "ACCESS_KEY_SECRET", "SIGN_NAME", "TEMPLATE_CODE"]) {
      require(`ALIYUN_SMS_${name}`, "SMS_PROVIDER=aliyun");
    }
  }
  if (env.SMS_PROVIDER === "http") {
    require("SMS_HTTP_URL", "SMS_PROVIDER=http");
    require("SMS_HTTP_SECRET", "SMS_PROVIDER=http");
  }
  if (env.EMAIL_PROVIDER === "smtp") {
    require("SMTP_URL", "EMAIL_PROVIDER=smtp");
    require("MAIL_FROM", "EMAIL_PROVIDER=smtp");
  }
  return problems;
}

type ParsedEnv = z.output<typeof envSchema>;

function smsConfig(e: ParsedEnv): SmsConfig {
  if (e.SMS_PROVIDER === "aliyun") {
    return {
      provider: "aliyun",
      accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      signName: e.ALIYUN_SMS_SIGN_NAME!,
      templateCode: e.ALIYUN_SMS_TEMPLATE_CODE!,
      endpoint: e.ALIYUN_SMS_ENDPOINT ?? "https://dysmsapi.aliyuncs.com",
    };
  }
  if (e.SMS_PROVIDER === "http")
    return { provider: "http", url: e.SMS_HTTP_URL!, secret: e.SMS_HTTP_SECRET! };
  return { provider: "console" };
}

function emailConfig(e: ParsedEnv): EmailConfig {
  const from = e.MAIL_FROM ?? "Roster <no-reply@roster.invalid>";
  if (e.EMAIL_PROVIDER === "smtp") return { provider: "smtp", url: e.SMTP_URL!, from };
  return { provider: "console", from };
}
