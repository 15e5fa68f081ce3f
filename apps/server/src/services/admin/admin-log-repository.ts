import type { Insertable } from "kysely";
import type { AdminLogTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import type { AccountReach } from "../access/privilege.js";

/**
 * Every admin-log entry with `shown`: 1 when the reader may see the account it acted on, else 0. Always 1
 * for admins (no `reach`) and for entries with no account; otherwise only when the account was within the
 * reach when the entry was written (its back-office flag and roles then) and, if it still exists, is within
 * it now (the privilege rule). The accounts and entries beyond the reach are two sets, each read once and
 * joined, so that the cost does not grow with the expressions that read `shown`.
 */
function entriesFor(db: Db, reach: AccountReach | undefined) {
  if (!reach)
    return db
      .selectFrom("admin_log")
      .selectAll("admin_log")
      .select((eb) => eb.lit<number>(1).as("shown"));
  // With no role within the reach, any role is beyond it.
  const someRoles = reach.roles.length > 0;
  const beyondThen = db
    .selectFrom("admin_log_target_roles")
    .select("admin_log_target_roles.log_id")
    .distinct()
    .$if(someRoles, (q) => q.where("admin_log_target_roles.role_id", "not in", reach.roles));
  const aboveNow = db
    .selectFrom("users")
    .select("users.id")
    .where((u) =>
      u.or([
        ...(reach.backOffice ? [] : [u("users.allow_login_background", "=", 1)]),
        u.exists(
          u
            .selectFrom("user_roles")
            .select("user_roles.role_id")
            .whereRef("user_roles.user_id", "=", "users.id")
            .$if(someRoles, (q) => q.where("user_roles.role_id", "not in", reach.roles)),
        ),
      ]),
    );
  return db
    .selectFrom("admin_log")
    .leftJoin(beyondThen.as("beyond_then"), "beyond_then.log_id", "admin_log.id")
    .leftJoin(aboveNow.as("above_now"), "above_now.id", "admin_log.target_id")
    .selectAll("admin_log")
    .select((eb) => {
      const visible = eb.or([
        eb("admin_log.target_id", "is", null),
        eb.and([
          ...(reach.backOffice ? [] : [eb("admin_log.target_back_office", "=", 0)]),
          eb("beyond_then.log_id", "is", null),
          eb("above_now.id", "is", null),
        ]),
      ]);
      return eb.case().when(visible).then(1).else(0).end().$castTo<number>().as("shown");
    });
}

/**
 * Every admin-log entry as the reader may see it, as a query for the list helper to filter, order and page
 * (its columns are `admin_log.*`): for an account above a non-admin reader, no target id, name or request
 * and `target_hidden` 1, so that filters and sorting see only what the reader sees.
 */
export function adminLogQuery(db: Db, reach?: AccountReach) {
  const masked = db.selectFrom(entriesFor(db, reach).as("entry")).select((eb) => {
    const shown = eb("entry.shown", "=", 1);
    return [
      "entry.id",
      "entry.user_id",
      "entry.user_name",
      "entry.title",
      "entry.ip",
      "entry.url",
      "entry.response_code",
      "entry.request_id",
      "entry.created_at",
      eb.case().when(shown).then(eb.ref("entry.target_id")).else(null).end().as("target_id"),
      eb.case().when(shown).then(eb.ref("entry.target_name")).else(null).end().as("target_name"),
      eb.case().when(shown).then(eb.ref("entry.request")).else("{}").end().as("request"),
      eb.case().when(shown).then(0).else(1).end().as("target_hidden"),
    ];
  });
  return db.selectFrom(masked.as("admin_log")).selectAll();
}

/** An admin-log entry as {@link adminLogQuery} reads it. */
export type VisibleAdminLogRow = Awaited<ReturnType<ReturnType<typeof adminLogQuery>["execute"]>>[number];

/** Writes one admin-log entry with the roles its target account had, in one transaction. */
export async function insertAdminLog(
  db: Db,
  entry: Insertable<AdminLogTable>,
  targetRoles: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("admin_log").values(entry).execute();
    if (targetRoles.length > 0) {
      await trx
        .insertInto("admin_log_target_roles")
        .values([...new Set(targetRoles)].map((role_id) => ({ log_id: entry.id, role_id })))
        .execute();
    }
  });
}

/** Whether an account with this id exists. */
export async function accountExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

/** An account as the admin log names it, with its rights (back-office flag and roles), if it exists. */
export async function findTargetAccount(db: Db, id: string) {
  const account = await db
    .selectFrom("users")
    .select(["id", "username", "nickname", "mobile", "email", "allow_login_background"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!account) return undefined;
  const roles = await db.selectFrom("user_roles").select("role_id").where("user_id", "=", id).execute();
  return { ...account, roles: roles.map((r) => r.role_id) };
}
