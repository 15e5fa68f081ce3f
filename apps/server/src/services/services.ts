import type { Logger } from "pino";
import type { DialectName } from "../db/connect.js";
import type { Db } from "../db/types.js";
import type { Clock } from "../lib/clock.js";
import type { RedisLink } from "../lib/redis-link.js";
import type { ReplayCache } from "../lib/replay-cache.js";
import type { EmailProvider, OcrProvider, SmsProvider } from "../providers/index.js";
import type { SocialProviders } from "../providers/social/registry.js";
import type { ObjectStorage } from "../providers/storage/storage.js";
import type { Config } from "../settings/config.js";
import type { CallBudgets } from "./core/call-budgets.js";
import type { LoginAttempts } from "./passwords/lockout.js";
import type { Passwords } from "./passwords/passwords.js";
import type { PushService } from "./push/push.js";
import type { AuthCache } from "./sessions/auth-cache.js";
import type { SessionEvents } from "./sessions/session-events.js";
import type { CachedSession } from "./sessions/sessions.js";
import type { Tokens } from "./sessions/tokens.js";

/**
 * What domain logic needs, built once at start-up and handed to handlers and services. Services are
 * plain functions that take this as their first argument.
 *
 * Its own row among the service folders (SERVICE_TIERS in src/layers.test.ts): the parts it names come
 * from folders below it (core, passwords, sessions, push), which never take it (they name the few parts
 * they read), and every folder above takes it.
 */
export interface Services {
  config: Config;
  db: Db;
  dialect: DialectName;
  clock: Clock;
  passwords: Passwords;
  /** The password lockout per account and IP (LOGIN_LOCK_LIMIT, LOGIN_LOCK_SECONDS). */
  loginAttempts: LoginAttempts;
  /** The second-factor lockout per account, from every IP (SECOND_FACTOR_LIMITS.accountFailures). */
  factorAttempts: LoginAttempts;
  tokens: Tokens;
  logger: Logger;
  /** Delivers verification SMS (SMS_PROVIDER). */
  sms: SmsProvider;
  /** Delivers verification e-mails (EMAIL_PROVIDER). */
  email: EmailProvider;
  /** Server key of the verification-code hashes (derived from the token secret; never stored). */
  codeKey: Buffer;
  /** Resolves once every write made so far is durable: awaited before any call is acknowledged. */
  settled(): Promise<void>;
  /** What authentication read per session, until the database reports a change of its user (auth-cache.ts). */
  authCache: AuthCache<CachedSession>;
  /** The link to Redis when `REDIS_URL` is set (shared rate limits and replay cache). */
  redis: RedisLink | undefined;
  /** Which encrypted payloads were already accepted (anti-replay). */
  replayCache: ReplayCache;
  /** Announces ended sessions (every revocation goes through it; see sessions/session-events.ts). */
  sessionEvents: SessionEvents;
  /** Pushes to sockets of users, sessions and channels, on every process (services/push). */
  push: PushService;
  /** Social sign-in providers (providers/social/registry.ts). */
  social: SocialProviders;
  /** Server key of social tickets, OAuth states and encryptedKey references (derived, never stored). */
  socialKey: Buffer;
  /** Reads ID cards and business licences (BAIDU_OCR_*); undefined when not configured. */
  ocr: OcrProvider | undefined;
  /** AES-256-GCM key of personal data at rest (from DATA_ENCRYPTION_KEY or the token secret; never stored). */
  dataKey: Buffer;
  /** Uploaded files' objects (STORAGE: local or s3). */
  storage: ObjectStorage;
  /** The call budgets of what costs money or quota (BUDGET_*), shared through Redis when REDIS_URL is set. */
  budgets: CallBudgets;
}
