import type { NewUser, UserRow, UserUpdate } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** One user by id. */
export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One user by (lower-cased) username. */
export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("username", "=", username.toLowerCase()).executeTakeFirst();
}

/**
 * The accounts a sign-in identifier can mean (reference §5.3): the username, a confirmed e-mail (both
 * lower-cased) or a confirmed mobile. At most two rows: more than one is a conflict either way.
 */
export function findLoginCandidates(db: Db, identifier: string): Promise<UserRow[]> {
  const lower = identifier.toLowerCase();
  return db
    .selectFrom("users")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("username", "=", lower),
        eb.and([eb("email", "=", lower), eb("email_confirmed", "=", 1)]),
        eb.and([eb("mobile", "=", identifier), eb("mobile_confirmed", "=", 1)]),
      ]),
    )
    .limit(2)
    .execute();
}

/** Inserts a user row. */
export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto("users").values(user).execute();
}

/** Updates the given columns of one user. */
export async function updateUserRow(db: Db, id: string, patch: UserUpdate): Promise<void> {
  await db.updateTable("users").set(patch).where("id", "=", id).execute();
}

/** Whether an invite code is taken. */
export async function inviteCodeTaken(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom("users").select("id").where("my_invite_code", "=", code).executeTakeFirst();
  return row !== undefined;
}
