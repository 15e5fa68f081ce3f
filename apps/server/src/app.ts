import { createHmac } from "node:crypto";
import { SECOND_FACTOR_LIMITS } from "@roster/contract";
import type { Logger } from "pino";
import { type DatabaseHandle, openDatabase } from "./db/connect.js";
import { migrateToLatest } from "./db/migrate.js";
import { type Clock, systemClock } from "./lib/clock.js";
import { RedisLink } from "./lib/redis-link.js";
import { ReplayCache } from "./lib/replay-cache.js";
import { resolveTokenSecret } from "./lib/secrets.js";
import { createLogger } from "./logger.js";
import {
  createEmailProvider,
  createOcrProvider,
  createSmsProvider,
  type EmailProvider,
  type OcrProvider,
  type OutboxEcho,
  type SmsProvider,
} from "./providers/index.js";
import { meteredEmail, meteredOcr, meteredSms } from "./providers/metered.js";
import { createSocialProviders } from "./providers/social/registry.js";
import { createStorage } from "./providers/storage/index.js";
import type { ObjectStorage } from "./providers/storage/storage.js";
import { createRouter, type Router, type RouteTable } from "./router/dispatch.js";
import { ROUTES } from "./routes/index.js";
import { ensureAdmin } from "./services/accounts/bootstrap.js";
import { databaseOutbox } from "./services/codes/outbox-repository.js";
import { CallBudgets } from "./services/core/call-budgets.js";
import { noticesSent } from "./services/devices/new-device.js";
import { startUploadSweeper } from "./services/files/sweep.js";
import { deriveDataKey } from "./services/identity-documents/sealing.js";
import { createLoginAttempts } from "./services/passwords/lockout.js";
import { DEFAULT_HASH_COST, type HashCost, Passwords } from "./services/passwords/passwords.js";
import { PushService } from "./services/push/push.js";
import type { Services } from "./services/services.js";
import { AuthCache } from "./services/sessions/auth-cache.js";
import { findAuthVersion } from "./services/sessions/repository.js";
import { SessionEvents } from "./services/sessions/session-events.js";
import { Tokens } from "./services/sessions/tokens.js";
import type { Config } from "./settings/config.js";

/** A running Roster backend without its transport: services, router and a way to stop. */
export interface App {
  services: Services;
  router: Router;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** What tests and tools may replace. */
export interface AppOverrides {
  database?: DatabaseHandle;
  clock?: Clock;
  hashCost?: HashCost;
  logger?: Logger;
  routes?: RouteTable;
  /** Replaces the SMS provider chosen by SMS_PROVIDER. */
  sms?: SmsProvider;
  /** Replaces the e-mail provider chosen by EMAIL_PROVIDER. */
  email?: EmailProvider;
  /** Replaces the OCR provider chosen by BAIDU_OCR_*. */
  ocr?: OcrProvider;
  /** Replaces the object storage chosen by STORAGE. */
  storage?: ObjectStorage;
}

/**
 * Opens the database (SQLite under DATA_DIR, or PostgreSQL), runs the migrations, builds the services and
 * the router, and creates the first admin when configured.
 */
export async function createApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const database =
    overrides.database ??
    (await openDatabase({ url: config.databaseUrl, sqliteFile: `${config.dataDir}/roster.sqlite` }));
  await migrateToLatest(database.db);
  const clock = overrides.clock ?? systemClock;
  const tokenSecret = resolveTokenSecret(config.token.secret, config.dataDir);
  // Outside production the console providers also print each message (and its code) to the log.
  const echo: OutboxEcho | undefined =
    config.env === "production"
      ? undefined
      : (message) =>
          logger.info({ outbox: message }, `${message.channel} to ${message.recipient}: ${message.text}`);
  const outbox = databaseOutbox(database.db, clock);
  // Every paid provider call is noted to the spend meter (providers/metered.ts).
  const email = meteredEmail(overrides.email ?? createEmailProvider(config, outbox, echo));
  const redis = config.redisUrl ? new RedisLink(config.redisUrl, logger) : undefined;
  const sessionEvents = new SessionEvents(logger);
  const push = new PushService(logger, redis);
  // Every ended session signs its sockets out, on every process.
  sessionEvents.on((ended) => push.sessionsEnded(ended));
  const services: Services = {
    config,
    db: database.db,
    dialect: database.dialect,
    clock,
    logger,
    passwords: new Passwords(overrides.hashCost ?? DEFAULT_HASH_COST, config.legacyPasswordSecrets),
    loginAttempts: createLoginAttempts(database.dialect, database.db, clock, config.lockout),
    factorAttempts: createLoginAttempts(database.dialect, database.db, clock, {
      ...config.lockout,
      limit: SECOND_FACTOR_LIMITS.accountFailures,
    }),
    tokens: new Tokens(tokenSecret, config.token.expiresInSeconds, clock),
    sms: meteredSms(overrides.sms ?? createSmsProvider(config, outbox, clock, echo)),
    email,
    codeKey: codeKeyFrom(tokenSecret),
    settled: database.settled,
    authCache: new AuthCache(
      database.authChanges,
      (userId, epoch) => findAuthVersion(database.db, userId, epoch),
      config.token.cacheEntries,
    ),
    redis,
    replayCache: new ReplayCache(clock, redis),
    sessionEvents,
    push,
    social: createSocialProviders(config, clock, redis),
    socialKey: createHmac("sha256", tokenSecret).update("roster/social/v1").digest(),
    ocr: meteredOcrOf(overrides.ocr ?? createOcrProvider(config, { clock, logger, redis })),
    dataKey: deriveDataKey(config.dataEncryptionKey ?? tokenSecret),
    storage: overrides.storage ?? createStorage(config, tokenSecret, clock),
    budgets: new CallBudgets(config.budgets, redis),
  };
  if (config.admin) await ensureAdmin(services, config.admin);
  await database.settled();
  push.start();
  const sweeper = startUploadSweeper(services);
  return {
    services,
    router: createRouter(services, overrides.routes ?? ROUTES),
    database,
    close: async () => {
      await sweeper.stop();
      await noticesSent(services);
      email.close?.();
      push.close();
      redis?.close();
      await services.storage.close();
      await services.passwords.close();
      await database.close();
    },
  };
}

/** The verification-code key: an HMAC of a fixed label under the token secret, so it is never stored. */
function codeKeyFrom(tokenSecret: string): Buffer {
  return createHmac("sha256", tokenSecret).update("roster/verify-codes/v1").digest();
}

const meteredOcrOf = (ocr: OcrProvider | undefined) => (ocr ? meteredOcr(ocr) : undefined);
