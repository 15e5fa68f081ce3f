import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type LogEvent, type Logger, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { type AuthChangeFeed, postgresAuthFeed, sqliteAuthFeed } from "./auth-changes.js";
import { type Exclusive, SqliteDurability, type WriteCounter } from "./durability.js";
import { preparedNames } from "./prepared.js";
import type { Database } from "./schema.js";

export type DialectName = "sqlite" | "postgres";

/** An open database: the Kysely instance, its dialect and a way to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Changes to what authentication reads, reported by the database's triggers (db/auth-changes.ts). */
  authChanges: AuthChangeFeed;
  /**
   * Resolves once every write acknowledged so far is on disk. SQLite: a grouped fdatasync of the WAL off
   * the event loop and off libuv's pool (see durability.ts); PostgreSQL makes each commit durable itself.
   */
  settled(): Promise<void>;
  /** Answers when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A postgres:// URL; without it the embedded SQLite database is used. */
  url?: string | undefined;
  /** SQLite file path, or ":memory:". */
  sqliteFile?: string;
  /** PostgreSQL schema to use (created when missing); tests give each suite its own. */
  pgSchema?: string;
  /** Called with the SQL of every statement sent to the database, before its answer is handed on (tests count round trips). */
  onQuery?: (sql: string) => void;
}

/** Opens PostgreSQL when a URL is given, otherwise SQLite. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const log = options.onQuery && queryLog(options.onQuery);
  return options.url
    ? openPostgres(options.url, options.pgSchema, log)
    : openSqlite(options.sqliteFile ?? ":memory:", log);
}

/** Kysely's log hook, reporting every statement it ran (failed ones too: they made a round trip as well). */
const queryLog =
  (onQuery: (sql: string) => void) =>
  (event: LogEvent): void =>
    onQuery(event.query.sql);

function openSqlite(file: string, log?: Logger): DatabaseHandle {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  // OFF: commits do not fsync on the event loop; SqliteDurability syncs the WAL before any call is
  // acknowledged and runs the checkpoints itself, synced, so an acknowledged write survives a power cut.
  database.pragma("synchronous = OFF");
  database.pragma("wal_autocheckpoint = 0");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  const authChanges = sqliteAuthFeed((name, fn) => database.function(name, { deterministic: false }, fn));
  const writes: WriteCounter = { count: 0 };
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database, writes) }),
    ...(log ? { log } : {}),
  });
  const exclusive: Exclusive = (work) => db.connection().execute(work);
  const durability =
    file === ":memory:" ? undefined : new SqliteDurability(database, file, writes, exclusive);
  return {
    db,
    dialect: "sqlite",
    authChanges,
    settled: () => durability?.settled() ?? Promise.resolve(),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      durability?.flushNow();
      await durability?.close();
      await db.destroy();
    },
  };
}

/**
 * better-sqlite3 compiles a statement on every `prepare`; Kysely prepares each query it runs. Keeping the
 * compiled statements by SQL text saves that work on every request (queries are parameterised, so the
 * set of texts is small; the cache is bounded all the same). Kysely prepares before every execution, so
 * this is also where every statement that may write is counted.
 */
function withStatementCache(database: SQLite.Database, writes: WriteCounter): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  return new Proxy(database, {
    get(target, prop, receiver) {
      if (prop !== "prepare") return Reflect.get(target, prop, receiver);
      return (text: string) => {
        if (!READ_ONLY.test(text)) writes.count++;
        let statement = cache.get(text);
        if (!statement) {
          if (cache.size >= 1000) cache.clear();
          statement = target.prepare(text);
          cache.set(text, statement);
        }
        return statement;
      };
    },
  });
}

/** A plain `select` (a `with` may hide a write, so it counts as one). */
const READ_ONLY = /^\s*select\s/i;

// int8 columns (epoch ms, counts) come back as numbers, not strings; every value we store fits 2^53.
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === 20
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

/**
 * A connection that sends the texts of db/prepared.ts as named statements: PostgreSQL parses and plans each
 * once per connection, then only binds. Any other text goes as before (unnamed: its plan is not kept, so
 * queries built per call, with lists of any length, leave nothing behind in the server).
 */
class NamedStatementClient extends pg.Client {
  // Kysely calls query(text, values) and awaits the promise; every other form is passed on untouched.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === "string" && args.length === 2 ? preparedNames.get(text) : undefined;
    const query = super.query as (...a: unknown[]) => Promise<unknown>;
    if (!name) return query.apply(this, args) as never;
    return query.call(this, { name, text, values }).catch(async (error: unknown) => {
      if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED) throw error;
      // A table under a statement prepared here changed shape (a newer process migrated the database during
      // a rolling deploy): PostgreSQL refuses to run it ("cached plan must not change result type"). Forget
      // what this connection prepared and run it prepared anew. In a transaction the first statement has
      // aborted it, so this throws; the connection heals on its next use, after the rollback.
      await query.call(this, "deallocate all");
      const parsed = (this as unknown as { connection: { parsedStatements: Record<string, string> } })
        .connection.parsedStatements;
      for (const key of Object.keys(parsed)) delete parsed[key];
      return query.call(this, { name, text, values });
    }) as never;
  }
}

/** SQLSTATE of "cached plan must not change result type" (feature_not_supported). */
const CACHED_PLAN_CHANGED = "0A000";

async function openPostgres(url: string, schema?: string, log?: Logger): Promise<DatabaseHandle> {
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name: ${schema}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists ${schema}`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    Client: NamedStatementClient,
    max: 10,
    types: pgTypes,
    // A schema of its own is how tests share one database. Parallel query is off there: its workers have
    // failed now and then to find the test's schema (SQLSTATE 3F000, `where: parallel worker`), and tables
    // that small never gain from it.
    ...(schema ? { options: `-c search_path=${schema} -c max_parallel_workers_per_gather=0` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
  const authChanges = postgresAuthFeed(url);
  return {
    db,
    dialect: "postgres",
    authChanges,
    settled: () => Promise.resolve(),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await authChanges.close();
      await db.destroy();
    },
  };
}
