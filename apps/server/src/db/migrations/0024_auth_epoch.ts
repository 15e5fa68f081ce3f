import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { Op } from "./0022_auth_versions.js";

/**
 * One version for the tables many users share (issue 32). 0022 and 0023 marked every user a row of them
 * concerns: a menu or permission edit every account with a role, a role's edit or binding every holder of
 * that role, so with 100,000 accounts one edit in the admin console updated 100,000 user rows and sent as
 * many notifications inside the admin's transaction. Such a row concerns everyone (or a crowd of unknown
 * size), so it now moves one version that every cached session was read with instead:
 *
 * - `auth_epoch`: one row (`id` 1) whose `version` the auth statement reads with the session
 *   (services/sessions/repository.ts `findSessionForAuth`), and whose check on a PostgreSQL hit is part of
 *   the one primary-key read of the user's `auth_version` (`findAuthVersion`).
 * - PostgreSQL: the triggers of these tables move it on in the writer's transaction and
 *   `pg_notify('roster_auth', '*')` tells every process at commit to forget everything (db/auth-changes.ts
 *   `AUTH_EVERYONE`; notifications alike in one transaction are delivered once).
 * - SQLite: `roster_auth_changed(null)` tells the one process at the statement (no version moves, as 0022's
 *   users rows do not: nothing else writes the file).
 *
 * Which table is shared is decided by how many users a row concerns: roles, role_permissions and role_menus
 * concern the holders of a role (the role everyone is given may be held by every account), permissions and
 * menus every account with a role. users, sessions, user_roles, user_inviters and user_identities concern
 * one user each and keep 0022's per-user marking. The triggers keep their names (`<table>_auth_<op>`).
 */
export const EPOCH_TRIGGERS = {
  roles: ["update", "delete"],
  role_permissions: ["insert", "update", "delete"],
  permissions: ["insert", "update", "delete"],
  menus: ["insert", "update", "delete"],
  role_menus: ["insert", "update", "delete"],
} as const satisfies Record<string, readonly Op[]>;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("auth_epoch")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "bigint", (c) => c.notNull().defaultTo(0))
    .addCheckConstraint("auth_epoch_one_row", sql`id = 1`)
    .execute();
  await sql`insert into auth_epoch (id, version) values (1, 0)`.execute(db);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres)
    await sql`create function roster_auth_epoch() returns trigger language plpgsql as $$
      begin
        update auth_epoch set version = version + 1 where id = 1;
        perform pg_notify('roster_auth', '*');
        return null;
      end $$`.execute(db);
  for (const [table, ops] of Object.entries(EPOCH_TRIGGERS)) {
    for (const op of ops) {
      const name = `${table}_auth_${op}`;
      if (postgres) {
        await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
        await sql.raw(`drop function roster_${name}()`).execute(db);
        await sql
          .raw(
            `create trigger ${name} after ${op} on ${table} for each row execute function roster_auth_epoch()`,
          )
          .execute(db);
      } else {
        await sql.raw(`drop trigger ${name}`).execute(db);
        await sql
          .raw(
            `create trigger ${name} after ${op} on ${table} for each row begin select roster_auth_changed(null); end`,
          )
          .execute(db);
      }
    }
  }
}
