import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The session cache's invalidation (issue 32), written by the database itself so that no writer can forget
 * it: every insert, update or delete of a row that authentication reads (the one auth statement of
 * services/sessions/repository.ts `findSessionForAuth`) marks the users it concerns as changed, in the
 * statement that writes it, whoever sent that statement.
 *
 * - PostgreSQL: `users.auth_version` moves on in the same transaction, and `pg_notify('roster_auth', id)`
 *   tells every listening process at commit (never before, never for a rollback). A process trusts a cached
 *   entry only while the user's version in the database is the one it read with the entry.
 * - SQLite: the one process is told at the statement, synchronously, by `roster_auth_changed(id)`, a function
 *   db/connect.ts registers on its connection (no version needed: nothing else writes the file).
 *
 * What marks whom: a users row itself (any column: the cache holds the row); a session's end or extension
 * (`revoked_at`, `expires_at`; not `last_seen_at`) or deletion; user_roles, user_inviters, user_identities
 * rows of a user; a role's edit or deletion and its role_permissions: the users holding it; a permission's
 * insert, edit or deletion: every user holding a role (the built-in roles grant by rule, so any role may see
 * it). A new session is read from the database (nothing cached for it); a new role has no holders yet.
 */
export const AUTH_TRIGGERS = {
  users: ["update", "delete"],
  sessions: ["update", "delete"],
  user_roles: ["insert", "update", "delete"],
  user_inviters: ["insert", "update", "delete"],
  user_identities: ["insert", "update", "delete"],
  roles: ["update", "delete"],
  role_permissions: ["insert", "update", "delete"],
  permissions: ["insert", "update", "delete"],
} as const;

export type Row = "new" | "old";
export type Op = "insert" | "update" | "delete";

/** The users a row of each table concerns, as a `select` of user ids over `row` (new or old). */
const holders: Record<Exclude<keyof typeof AUTH_TRIGGERS, "users">, (row: Row) => string> = {
  sessions: (row) => `select ${row}.user_id as user_id`,
  user_roles: (row) => `select ${row}.user_id as user_id`,
  user_inviters: (row) => `select ${row}.user_id as user_id`,
  user_identities: (row) => `select ${row}.user_id as user_id`,
  roles: (row) => `select user_id from user_roles where role_id = ${row}.role_id`,
  role_permissions: (row) => `select user_id from user_roles where role_id = ${row}.role_id`,
  permissions: () => "select distinct user_id from user_roles",
};

/** The rows whose users a trigger of `op` on `table` marks (a session never changes hands). */
const rowsOf = (table: string, op: Op): Row[] =>
  op === "insert" || (op === "update" && table === "sessions")
    ? ["new"]
    : op === "delete"
      ? ["old"]
      : ["old", "new"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("auth_version", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger users_auth_update after update on users for each row
    begin select roster_auth_changed(new.id); end`.execute(db);
  await sql`create trigger users_auth_delete after delete on users for each row
    begin select roster_auth_changed(old.id); end`.execute(db);
  for (const [table, ops] of Object.entries(AUTH_TRIGGERS)) {
    if (table === "users") continue;
    await sqliteUserTriggers(db, table, ops, holders[table as keyof typeof holders]);
  }
}

/** SQLite: triggers of `ops` on `table` that report the users `users` selects over the row (new or old). */
export async function sqliteUserTriggers(
  db: Kysely<unknown>,
  table: string,
  ops: readonly Op[],
  users: (row: Row) => string,
): Promise<void> {
  for (const op of ops) {
    // A session's last_seen_at moves once a minute per session: it is not something authentication decides on.
    const event = table === "sessions" && op === "update" ? "update of revoked_at, expires_at" : op;
    const body = rowsOf(table, op)
      .map((row) => `select roster_auth_changed(user_id) from (${users(row)}) as changed;`)
      .join(" ");
    await sql
      .raw(`create trigger ${table}_auth_${op} after ${event} on ${table} for each row begin ${body} end`)
      .execute(db);
  }
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  // Any update of a user moves its version on (unless the statement set it) and tells the listeners at commit.
  await sql`create function roster_users_auth() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('roster_auth', old.id);
        return old;
      end if;
      if new.auth_version = old.auth_version then new.auth_version := old.auth_version + 1; end if;
      perform pg_notify('roster_auth', new.id);
      return new;
    end $$`.execute(db);
  await sql`create trigger users_auth_update before update on users
    for each row execute function roster_users_auth()`.execute(db);
  await sql`create trigger users_auth_delete after delete on users
    for each row execute function roster_users_auth()`.execute(db);
  for (const [table, ops] of Object.entries(AUTH_TRIGGERS)) {
    if (table === "users") continue;
    await postgresUserTriggers(db, table, ops, holders[table as keyof typeof holders]);
  }
}

/** PostgreSQL: triggers of `ops` on `table` that move on the version of the users `users` selects over the row. */
export async function postgresUserTriggers(
  db: Kysely<unknown>,
  table: string,
  ops: readonly Op[],
  users: (row: Row) => string,
): Promise<void> {
  for (const op of ops) {
    const event = table === "sessions" && op === "update" ? "update of revoked_at, expires_at" : op;
    const bumps = rowsOf(table, op)
      .map((row) => `update users set auth_version = auth_version + 1 where id in (${users(row)});`)
      .join(" ");
    await sql
      .raw(`create function roster_${table}_auth_${op}() returns trigger language plpgsql as $$
          begin ${bumps} return null; end $$`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_auth_${op} after ${event} on ${table} for each row execute function roster_${table}_auth_${op}()`,
      )
      .execute(db);
  }
}
