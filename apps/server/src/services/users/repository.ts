import { sql } from "kysely";
import { prepared } from "../../db/prepared.js";
import type { LoginLogTable, NewUser, UserIdentityRow, UserRow, UserUpdate } from "../../db/schema.js";
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
export async function findLoginCandidates(db: Db, identifier: string): Promise<UserRow[]> {
  const lower = identifier.toLowerCase();
  return loginCandidatesQuery(db, lower, lower, identifier);
}

// Sign-in runs these on every attempt: each is built once (db/prepared.ts), then only bound.
const loginCandidatesQuery = prepared((db, username: string, email: string, mobile: string) =>
  db
    .selectFrom("users")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("username", "=", username),
        eb.and([eb("email", "=", email), eb("email_confirmed", "=", sql.lit(1))]),
        eb.and([eb("mobile", "=", mobile), eb("mobile_confirmed", "=", sql.lit(1))]),
      ]),
    )
    .limit(sql.lit(2)),
);

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
export async function markSignedIn(
  db: Db,
  id: string,
  patch: Pick<UserRow, "last_login_date" | "last_login_ip" | "updated_at">,
): Promise<Pick<UserRow, "session_epoch" | "status"> | undefined> {
  const [row] = await markSignedInQuery(db, patch.last_login_date, patch.last_login_ip, patch.updated_at, id);
  return row;
}

const markSignedInQuery = prepared(
  (db, lastLoginDate: number | null, lastLoginIp: string | null, updatedAt: number, id: string) =>
    db
      .updateTable("users")
      .set({ last_login_date: lastLoginDate, last_login_ip: lastLoginIp, updated_at: updatedAt })
      .where("id", "=", id)
      .returning(["session_epoch", "status"]),
);

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
export async function insertLoginLog(db: Db, e: LoginLogTable): Promise<void> {
  await loginLogInsert(
    db,
    e.id,
    e.user_id,
    e.login_type,
    e.state,
    e.ip,
    e.user_agent,
    e.device_id,
    e.platform,
    e.appid,
    e.day,
    e.created_at,
  );
}

const loginLogInsert = prepared(
  (
    db,
    id: string,
    user_id: string | null,
    login_type: string,
    state: number,
    ip: string,
    user_agent: string,
    device_id: string,
    platform: string,
    appid: string,
    day: string,
    created_at: number,
  ) =>
    db.insertInto("login_log").values({
      id,
      user_id,
      login_type,
      state,
      ip,
      user_agent,
      device_id,
      platform,
      appid,
      day,
      created_at,
    }),
);

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

const identitiesQuery = prepared((db, userId: string) =>
  db.selectFrom("user_identities").selectAll().where("user_id", "=", userId).orderBy("linked_at"),
);

/**
 * Every identity of a user, oldest first (on every sign-in and user info; compiled once). Here, beside the
 * user's row, because the user's wire shape (accounts/users.ts) reads it; the rest of the identities' SQL
 * is social's (social/repository.ts).
 */
export function identitiesOfUser(db: Db, userId: string): Promise<UserIdentityRow[]> {
  return identitiesQuery(db, userId);
}
