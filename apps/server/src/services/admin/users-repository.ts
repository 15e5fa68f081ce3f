import type { Db } from "../../db/types.js";

/** Every account, as a query for the list helper to filter, order and page. */
export function usersQuery(db: Db) {
  return db.selectFrom("users").selectAll();
}

/** The role links of the accounts `userIds`, by role id. */
export function findRoleLinksOfUsers(
  db: Db,
  userIds: readonly string[],
): Promise<{ user_id: string; role_id: string }[]> {
  return db
    .selectFrom("user_roles")
    .select(["user_id", "role_id"])
    .where("user_id", "in", userIds)
    .orderBy("role_id")
    .execute();
}

/** The inviter links of the accounts `userIds`, direct inviter first. */
export function findInviterLinksOfUsers(
  db: Db,
  userIds: readonly string[],
): Promise<{ user_id: string; ancestor_id: string }[]> {
  return db
    .selectFrom("user_inviters")
    .select(["user_id", "ancestor_id"])
    .where("user_id", "in", userIds)
    .orderBy("depth")
    .execute();
}

/**
 * Whether an account other than `exceptId` has `value` in `column`; with `confirmedOnly` (mobile and
 * e-mail), only a confirmed one counts.
 */
export async function otherUserHolds(
  db: Db,
  column: "username" | "mobile" | "email",
  value: string,
  exceptId: string,
  confirmedOnly = false,
): Promise<boolean> {
  let query = db.selectFrom("users").select("id").where(column, "=", value).where("id", "<>", exceptId);
  if (confirmedOnly && column === "mobile") query = query.where("mobile_confirmed", "=", 1);
  if (confirmedOnly && column === "email") query = query.where("email_confirmed", "=", 1);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Replaces the roles of an account with exactly `roleIds` (run it in a transaction). */
export async function replaceUserRoles(db: Db, userId: string, roleIds: readonly string[]): Promise<void> {
  await db.deleteFrom("user_roles").where("user_id", "=", userId).execute();
  if (roleIds.length) {
    await db
      .insertInto("user_roles")
      .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
      .execute();
  }
}
