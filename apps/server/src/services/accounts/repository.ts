import type { Insertable } from "kysely";
import type { LoginLogTable, NewUser, UserRow, UserUpdate } from "../../db/schema.js";
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

/** The account that signs in with this confirmed mobile or e-mail, if any. */
export function findUserByConfirmed(
  db: Db,
  channel: "mobile" | "email",
  value: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(channel, "=", value)
    .where(channel === "mobile" ? "mobile_confirmed" : "email_confirmed", "=", 1)
    .executeTakeFirst();
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

/**
 * Gives the account `code` as its invite code unless it has one already; answers whether it was set (false:
 * another call set one first). A code another account took meanwhile fails on the unique index.
 */
export async function setInviteCodeIfUnset(db: Db, id: string, code: string, now: number): Promise<boolean> {
  const updated = await db
    .updateTable("users")
    .set({ my_invite_code: code, updated_at: now })
    .where("id", "=", id)
    .where("my_invite_code", "is", null)
    .executeTakeFirst();
  return updated.numUpdatedRows !== 0n;
}

/**
 * Writes the last-login fields of a user inside a sign-in's transaction and answers the account as it is
 * now: its session epoch and status (undefined when it was deleted). On PostgreSQL the update holds the
 * user's row lock until the transaction ends, so the sign-ins of one account, and the changes that end its
 * sessions, run one at a time from here on.
 */
export function markSignedIn(
  db: Db,
  id: string,
  patch: Pick<UserUpdate, "last_login_date" | "last_login_ip" | "updated_at">,
): Promise<Pick<UserRow, "session_epoch" | "status"> | undefined> {
  return db
    .updateTable("users")
    .set(patch)
    .where("id", "=", id)
    .returning(["session_epoch", "status"])
    .executeTakeFirst();
}

/**
 * Stores a new password hash; with `ifStill`, only while the account is still as it was read (the same
 * hash, or the same session epoch). Answers whether it was stored.
 */
export async function setPasswordHash(
  db: Db,
  id: string,
  hash: string,
  now: number,
  ifStill?: { hash: string } | { sessionEpoch: number },
): Promise<boolean> {
  let update = db.updateTable("users").set({ password_hash: hash, updated_at: now }).where("id", "=", id);
  if (ifStill && "hash" in ifStill) update = update.where("password_hash", "=", ifStill.hash);
  if (ifStill && "sessionEpoch" in ifStill) update = update.where("session_epoch", "=", ifStill.sessionEpoch);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Writes one line of the login log. */
export async function insertLoginLog(db: Db, entry: Insertable<LoginLogTable>): Promise<void> {
  await db.insertInto("login_log").values(entry).execute();
}

/** Whether the user has a successful sign-in in the login log on `day` (UTC+8, yyyy-MM-dd). */
export async function hasSignInOnDay(db: Db, userId: string, day: string): Promise<boolean> {
  const row = await db
    .selectFrom("login_log")
    .select("id")
    .where("user_id", "=", userId)
    .where("day", "=", day)
    .where("state", "=", 1)
    .executeTakeFirst();
  return row !== undefined;
}
