import { RosterError } from "@roster/contract";
import { sql } from "kysely";
import { isForeignKeyViolation } from "../../db/errors.js";
import { prepared } from "../../db/prepared.js";
import type { Db } from "../../db/types.js";

/** The lockout counts per account and client IP. */
export interface AttemptKey {
  userId: string;
  ip: string;
}

/** The lockout settings with the current time: failures at or before `since` have expired. */
export interface LockWindow {
  now: number;
  since: number;
  limit: number;
}

/** The failures of `key` and the time of the last one (none: zero at zero). */
export async function readFailures(db: Db, key: AttemptKey): Promise<{ count: number; lastAt: number }> {
  const [row] = await failuresQuery(db, key.userId, key.ip);
  return { count: row?.error_times ?? 0, lastAt: row?.last_error_at ?? 0 };
}

// Read by every password check: built once (db/prepared.ts), then only bound.
const failuresQuery = prepared((db, userId: string, ip: string) =>
  db
    .selectFrom("login_failures")
    .select(["error_times", "last_error_at"])
    .where("user_id", "=", userId)
    .where("ip", "=", ip),
);

/**
 * Counts one wrong password in one statement; a count whose last failure has expired starts again at one.
 * An account deleted meanwhile has nothing left to count.
 */
export async function addFailure(db: Db, key: AttemptKey, window: LockWindow): Promise<void> {
  await db
    .insertInto("login_failures")
    .values({ user_id: key.userId, ip: key.ip, error_times: 1, last_error_at: window.now })
    .onConflict((oc) =>
      oc.columns(["user_id", "ip"]).doUpdateSet({
        error_times: sql`case when login_failures.last_error_at > ${window.since} then login_failures.error_times + 1 else 1 end`,
        last_error_at: window.now,
      }),
    )
    .execute()
    .catch((error: unknown) => {
      if (!isForeignKeyViolation(error)) throw error;
    });
}

/** Forgets the failures of `key` (a right password that overlapped no other attempt). */
export async function clearFailures(db: Db, key: AttemptKey): Promise<void> {
  await db.deleteFrom("login_failures").where("user_id", "=", key.userId).where("ip", "=", key.ip).execute();
}

/** Forgets the failures of an account from every IP (its password was reset with a code). */
export async function clearFailuresOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("login_failures").where("user_id", "=", userId).execute();
}

/** A reservation as the shared counter answered it. */
export interface ReservedRow {
  /** Failures plus reserved checks, this one included. */
  error_times: number;
  /** Reserved checks, this one included. */
  in_flight: number;
  /** The number of this attempt in the window. */
  attempts: number;
}

/**
 * Reserves a password check for `key` in one atomic statement (PostgreSQL, every process): counted and
 * marked in flight while fewer than `limit` failures and checks are counted; undefined (and only counted
 * as an attempt) otherwise. A window with nothing in flight and no failure since `since` starts again; so
 * does one whose last failure is two windows old whatever it says is in flight (a process that died
 * mid-check must not lock the account for ever). 10002 when the account was deleted meanwhile.
 */
export async function reserveSlot(
  db: Db,
  key: AttemptKey,
  window: LockWindow,
): Promise<ReservedRow | undefined> {
  const { now, since, limit } = window;
  const expired = sql<boolean>`((login_failures.last_error_at <= ${since} and login_failures.in_flight = 0) or login_failures.last_error_at <= ${since - (now - since)})`;
  const reserved = await db
    .insertInto("login_failures")
    .values({
      user_id: key.userId,
      ip: key.ip,
      error_times: 1,
      last_error_at: now,
      in_flight: 1,
      attempts: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "ip"])
        .doUpdateSet({
          error_times: sql`case when ${expired} then 1 else login_failures.error_times + 1 end`,
          in_flight: sql`case when ${expired} then 1 else login_failures.in_flight + 1 end`,
          attempts: sql`case when ${expired} then 1 else login_failures.attempts + 1 end`,
          last_error_at: sql`case when ${expired} then ${now} else login_failures.last_error_at end`,
        })
        .where(sql<boolean>`${expired} or login_failures.error_times < ${limit}`),
    )
    .returning(["error_times", "in_flight", "attempts"])
    .executeTakeFirst()
    .catch((error: unknown) => {
      // The account was deleted since the caller found it.
      if (isForeignKeyViolation(error)) throw new RosterError("userNotExist");
      throw error;
    });
  if (!reserved) {
    // Refused: still an attempt, so that a right password checked meanwhile knows it was not alone.
    await db
      .updateTable("login_failures")
      .set({ attempts: sql`attempts + 1` })
      .where("user_id", "=", key.userId)
      .where("ip", "=", key.ip)
      .execute();
  }
  return reserved;
}

/**
 * Settles a reserved check as a wrong password: it stays counted, no longer in flight. Answers the places
 * the key now uses (failures and checks in flight).
 */
export async function settleWrong(db: Db, key: AttemptKey, now: number): Promise<number> {
  const row = await db
    .updateTable("login_failures")
    .set({ in_flight: sql`case when in_flight > 0 then in_flight - 1 else 0 end`, last_error_at: now })
    .where("user_id", "=", key.userId)
    .where("ip", "=", key.ip)
    .returning("error_times")
    .executeTakeFirst();
  return Number(row?.error_times ?? 0);
}

/** When the lock of `key` ends: its last failure plus the window; undefined without a stored failure. */
export async function lockedUntilOf(db: Db, key: AttemptKey, windowMs: number): Promise<number | undefined> {
  const stored = await readFailures(db, key);
  return stored.lastAt > 0 ? stored.lastAt + windowMs : undefined;
}

/**
 * Settles a reserved check as a right password. With `resetAt`, the counter is deleted when nothing was
 * attempted since that attempt number (one statement); otherwise, or when something was, the check is
 * only given back.
 */
export async function settleRight(db: Db, key: AttemptKey, resetAt: number | undefined): Promise<void> {
  if (resetAt !== undefined) {
    const deleted = await db
      .deleteFrom("login_failures")
      .where("user_id", "=", key.userId)
      .where("ip", "=", key.ip)
      .where("attempts", "=", resetAt)
      .executeTakeFirst();
    if (deleted.numDeletedRows > 0n) return;
  }
  await db
    .updateTable("login_failures")
    .set({
      error_times: sql`case when error_times > 0 then error_times - 1 else 0 end`,
      in_flight: sql`case when in_flight > 0 then in_flight - 1 else 0 end`,
    })
    .where("user_id", "=", key.userId)
    .where("ip", "=", key.ip)
    .execute();
}
