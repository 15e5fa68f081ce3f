import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { RouteContract, RouteOutput, RouteRequest } from "@roster/contract";
import { login as loginRoute, register as registerRoute } from "@roster/contract/routes";
import { sql } from "kysely";
import pino from "pino";
import { type App, type AppOverrides, createApp } from "../app.js";
import { type DatabaseHandle, openDatabase } from "../db/connect.js";
import type { UserRow } from "../db/schema.js";
import { type ClientInfo, defaultClientInfo } from "../lib/client-info.js";
import type { Clock } from "../lib/clock.js";
import { addUserRole } from "../services/access/repository.js";
import { newUserRow } from "../services/accounts/accounts.js";
import type { HashCost } from "../services/passwords/passwords.js";
import { insertUser } from "../services/users/repository.js";
import { NO_BUDGETS } from "../settings/budgets.js";
import { type Config, loadConfig } from "../settings/config.js";
import { SpendLedger } from "./spend-ledger.js";

/** Cheap argon2id parameters: tests hash hundreds of passwords. */
export const TEST_HASH_COST: HashCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** The minutes before midnight in UTC+8 (the day of daily caps) that a test clock does not start in. */
const DAY_END_GUARD_MS = 20 * 60_000;
const DAY_MS = 86_400_000;
const UTC8_MS = 8 * 3_600_000;

/**
 * `time`, or just past the next midnight in UTC+8 when it is within {@link DAY_END_GUARD_MS} of it: a test
 * that sends twice and moves its clock by minutes must not see a new day (it did, in a CI run at 16:00 UTC).
 */
export function clearOfDayEnd(time: number): number {
  const intoDay = (time + UTC8_MS) % DAY_MS;
  return intoDay < DAY_MS - DAY_END_GUARD_MS ? time : time + (DAY_MS - intoDay) + 1000;
}

/**
 * A clock that tests move by hand. Its timers (`at`) run when it is moved to or past their time, in time
 * order, just after the move (as real timers run after the code that is running).
 */
export class TestClock implements Clock {
  private readonly timers = new Set<{ time: number; run: () => void }>();

  constructor(private current = clearOfDayEnd(Date.now())) {}
  now(): number {
    return this.current;
  }
  at(time: number, run: () => void): () => void {
    const timer = { time, run };
    this.timers.add(timer);
    if (time <= this.current) this.fireDue();
    return () => this.timers.delete(timer);
  }
  advance(ms: number): void {
    this.current += ms;
    this.fireDue();
  }
  set(time: number): void {
    this.current = time;
    this.fireDue();
  }
  private fireDue(): void {
    setImmediate(() => {
      const due = [...this.timers].filter((t) => t.time <= this.current).sort((a, b) => a.time - b.time);
      for (const timer of due) if (this.timers.delete(timer)) timer.run();
    });
  }
}

/** A signed-in test user. */
export interface TestUser {
  uid: string;
  username: string;
  password: string;
  token: string;
  tokenExpired: number;
}

export interface CallOptions {
  /** Call as this user (or with this raw token). */
  as?: TestUser | string;
  client?: Partial<ClientInfo>;
  /** Send `data` as cipher text, as an encrypted call does. */
  encrypted?: boolean;
}

/** The failing or succeeding body of a call, with the fields tests read. */
export type Body = Record<string, unknown> & { code: number; msg: string };

/** The body of a call of contract `C`: any body, typed where the contract promises a field. */
export type BodyOf<C extends RouteContract> = Body &
  (RouteOutput<C> extends infer O ? (O extends unknown ? Partial<Omit<O, "code" | "msg">> : never) : never);

/** A route to call: its contract (data typed by it), or a raw path for unknown, private or malformed calls. */
export interface Caller<R> {
  <C extends RouteContract>(route: C, data?: RouteRequest<C>, options?: CallOptions): Promise<R & BodyOf<C>>;
  (path: string, data?: unknown, options?: CallOptions): Promise<R & Body>;
}

/**
 * An app on a fresh database for one test file: SQLite in memory, or a private schema of the PostgreSQL
 * at TEST_DATABASE_URL. `call` goes through the router exactly as HTTP does, minus the transport.
 */
export interface Harness {
  app: App;
  clock: TestClock;
  config: Config;
  dialect: "sqlite" | "postgres";
  /** Calls a route through the router: `h.call(getMyUserInfo, {}, { as: alice })`. */
  call: Caller<unknown>;
  /** Like `call`, with the transport status. */
  callRaw(
    route: RouteContract | string,
    data?: unknown,
    options?: CallOptions,
  ): Promise<{ status: number; body: Body }>;
  /** Registers through user/pub/register and returns the signed-in user. */
  register(username?: string, password?: string): Promise<TestUser>;
  /** Inserts a user directly (with roles and fields) and signs it in through user/pub/login. */
  createUser(fields?: Partial<UserRow> & { password?: string; roles?: string[] }): Promise<TestUser>;
  /**
   * A second app on the same database, as another server process would be: its own services and (on
   * PostgreSQL) its own connection pool. Close it before the harness.
   */
  peer(): Promise<Peer>;
  /**
   * Runs `work` and answers the SQL of every statement it sent to the harness's database, in order (work it
   * started and left running included; another test's queries never count).
   */
  queriesOf<T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }>;
  close(): Promise<void>;
}

/** Another app on the harness's database, with its own `call`. */
export interface Peer {
  app: App;
  call: Harness["call"];
  close(): Promise<void>;
}

let counter = 0;
/** A unique username for this process. */
export const uniqueName = (prefix = "user") =>
  `${prefix}${process.pid}x${++counter}x${randomBytes(2).toString("hex")}`;

/**
 * The configuration of a test app: a fresh token secret, no rate limit, budgets without limits (still
 * spent and checked, see spend-ledger.ts), no log; `env` on top.
 */
export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: "test",
    TOKEN_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: path.join(os.tmpdir(), "roster-test"),
    RATE_LIMIT_PER_MINUTE: "0",
    ...NO_BUDGETS,
    LOG_LEVEL: "silent",
    ...env,
  });

export async function createHarness(
  env: Record<string, string> = {},
  overrides: Pick<AppOverrides, "routes" | "logger"> = {},
): Promise<Harness> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const schema = url ? `t_${randomBytes(8).toString("hex")}` : undefined;
  // Each statement is told to the `queriesOf` that runs it: the async context follows the call through the router.
  const recording = new AsyncLocalStorage<string[]>();
  const database = await openDatabase({
    url,
    sqliteFile: ":memory:",
    ...(schema ? { pgSchema: schema } : {}),
    onQuery: (text) => recording.getStore()?.push(text),
  });
  const clock = new TestClock();
  const config = testConfig(env);
  const dropSchema = async () => {
    if (!url || !schema) return;
    const admin = await openDatabase({ url });
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db);
    await admin.close();
  };
  const start = (handle: DatabaseHandle) =>
    createApp(config, {
      database: handle,
      clock,
      hashCost: TEST_HASH_COST,
      logger: pino({ level: "silent" }),
      ...overrides,
    });
  let app: App;
  try {
    app = await start(database);
  } catch (error) {
    // A half-migrated schema must not outlive a failed start.
    await database.close();
    await dropSchema();
    throw error;
  }

  // Every call that reaches a paid provider must spend from a budget (test/spend-ledger.ts).
  const ledger = new SpendLedger();
  const callerOf =
    (target: App): Harness["callRaw"] =>
    async (route, data = {}, options = {}) => {
      const token = typeof options.as === "string" ? options.as : options.as?.token;
      const path = typeof route === "string" ? route : route.path;
      const response = await ledger.run(path, () =>
        target.router.dispatch({
          path,
          data,
          token,
          encrypted: options.encrypted ?? false,
          client: defaultClientInfo(options.client),
          requestId: `test-${++counter}`,
        }),
      );
      return { status: response.status, body: response.body as Body };
    };
  /** `call` over a `callRaw`: the body only. */
  const bodyOf = (raw: Harness["callRaw"]) =>
    (async (route: RouteContract | string, data?: unknown, options?: CallOptions) =>
      (await raw(route, data, options)).body) as Harness["call"];
  const callRaw = callerOf(app);
  const call = bodyOf(callRaw);

  const login = async (username: string, password: string, uid: string): Promise<TestUser> => {
    const body = await call(loginRoute, { username, password });
    if (body.code !== 0) throw new Error(`test login failed: ${JSON.stringify(body)}`);
    const { token, tokenExpired } = body.vk_uni_token as { token: string; tokenExpired: number };
    return { uid, username, password, token, tokenExpired };
  };

  return {
    app,
    clock,
    config,
    dialect: database.dialect,
    call,
    callRaw,
    async register(username = uniqueName(), password = "secret_123") {
      const body = await call(registerRoute, { username, password });
      if (body.code !== 0) throw new Error(`test register failed: ${JSON.stringify(body)}`);
      const { token, tokenExpired } = body.vk_uni_token as { token: string; tokenExpired: number };
      return { uid: body.uid as string, username: username.toLowerCase(), password, token, tokenExpired };
    },
    async createUser(fields = {}) {
      const { password = "secret_123", roles = [], ...rest } = fields;
      const username = rest.username ?? uniqueName();
      const row = newUserRow(app.services, defaultClientInfo(), {
        username,
        nickname: username,
        password_hash: await app.services.passwords.hash(password),
        ...rest,
      });
      await insertUser(app.services.db, row);
      for (const role of roles) await addUserRole(app.services.db, row.id, role);
      if (row.status !== 0) return { uid: row.id, username, password, token: "", tokenExpired: 0 };
      return login(username, password, row.id);
    },
    async peer() {
      // SQLite in memory has one connection: the peer shares it and must not close it.
      const handle: DatabaseHandle = url
        ? await openDatabase({ url, ...(schema ? { pgSchema: schema } : {}) })
        : { ...database, close: async () => {} };
      const other = await start(handle);
      return {
        app: other,
        call: bodyOf(callerOf(other)),
        close: () => other.close(),
      };
    },
    async queriesOf(work) {
      const queries: string[] = [];
      const result = await recording.run(queries, work);
      return { result, queries };
    },
    async close() {
      await app.close();
      await dropSchema();
      // After the app closed: the work calls left running (new-device notices) has finished.
      ledger.check();
    },
  };
}
