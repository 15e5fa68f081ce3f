import { type Kysely, PostgresAdapter } from "kysely";
import { type Op, postgresUserTriggers, type Row, sqliteUserTriggers } from "./0022_auth_versions.js";

/**
 * The menu a signed-in user is shown (user/kh/getMenu) is remembered with the session's access
 * (services/access/menus.ts), so what it reads reports its changes the way the session cache's tables do
 * (0022_auth_versions.ts: the same function, version and channel): a menu entry's insert, edit or deletion
 * concerns every user holding a role (admins see every menu; a user without roles sees none), a role's
 * menu binding the users holding that role.
 */
export const MENU_TRIGGERS = {
  menus: ["insert", "update", "delete"],
  role_menus: ["insert", "update", "delete"],
} as const satisfies Record<string, readonly Op[]>;

const holders: Record<keyof typeof MENU_TRIGGERS, (row: Row) => string> = {
  menus: () => "select distinct user_id from user_roles",
  role_menus: (row) => `select user_id from user_roles where role_id = ${row}.role_id`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const create =
    db.getExecutor().adapter instanceof PostgresAdapter ? postgresUserTriggers : sqliteUserTriggers;
  for (const [table, ops] of Object.entries(MENU_TRIGGERS)) {
    await create(db, table, ops, holders[table as keyof typeof holders]);
  }
}
