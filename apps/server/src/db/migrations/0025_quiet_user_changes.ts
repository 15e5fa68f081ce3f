import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * PostgreSQL: a user's own change (0022's triggers: users, sessions, user_roles, user_inviters,
 * user_identities) still moves the user's `auth_version` in the writer's transaction, but no longer sends
 * `pg_notify('roster_auth', id)` (issue 32).
 *
 * Why: a transaction that has sent a notification takes PostgreSQL's one cluster-wide notification lock at
 * commit and holds it until its commit is on disk, so every sign-in, profile edit and session extension
 * committed one at a time behind the others. Measured on this machine, 50 clients each updating its own
 * user row, 3 s runs: 913-2,332 commits/s with the notification, 3,416-4,755 without (bench/NOTES.md).
 *
 * Nothing rests on that message: a cached entry is used on PostgreSQL only after the one primary-key read
 * of the user's `auth_version` finds the version it was read with (services/sessions/auth-cache.ts), so the
 * next call after a change reads the database. The message only dropped the entry one check earlier. The
 * shared tables (0024) keep their `'*'`: there one message replaces a version per user.
 *
 * SQLite is untouched: its triggers call into the one process at the statement, no lock involved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create or replace function roster_users_auth() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then return old; end if;
      if new.auth_version = old.auth_version then new.auth_version := old.auth_version + 1; end if;
      return new;
    end $$`.execute(db);
}
