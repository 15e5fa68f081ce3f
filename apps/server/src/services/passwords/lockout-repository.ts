import { RosterError } from "@roster/contract";
import { sql } from "kysely";
import { isForeignKeyViolation } from "../../db/errors.js";
import { prepared } from "../../db/prepared.js";
import type { Db } from "../../db/types.js";

/**
 * The lockout counts per client IP and either an account (`userId`) or, for a sign-in name no account
 * has, that name normalised (`name`): an unknown name locks exactly as an account does.
 */
export type AttemptKey =
  | { userId: string; name?: undefined; ip: string }
  | { name: string; userId?: undefined; ip: string };

/**
 * Where a key is counted. Both tables have the same columns but the key's: the queries below are written
 * once against login_failures' shape, and the name's table is reached by the same names (its `name` column
 * stands in for `user_id`). Only this function knows that.
 */
function counterOf(key: AttemptKey): { table: "login_failures"; column: "user_id"; value: string } {
  if (key.userId !== undefined) return { table: "login_failures", column: "user_id", value: key.userId };
  return { table: "login_name_failures", column: "name", value: key.name } as unknown as {
    table: "login_failures";
    column: "user_id";
    value: string;
  };
}

/** `<counter's table>.<column>` in raw SQL. */
const col = (table: string, column: string) => sql.ref(`${table}.${column}`);

/** The lockout settings with the current time: failures at or before `since` have expired. */
export interface LockWindow {
  now: number;
  since: number;
  limit: number;
}

/** The failures of `key` and the time of the last one (none: zero at zero). */
export async function readFailures(db: Db, key: AttemptKey): Promise<{ count: number; lastAt: number }> {
  const query = key.userId !== undefined ? failuresOfUser : failuresOfName;
  const [row] = await query(db, counterOf(key).value, key.ip);
  return { count: row?.error_times ?? 0, lastAt: row?.last_error_at ?? 0 };
}

// Read by every password check: built once per table (db/prepared.ts), then only bound.
const failuresQuery = (key: AttemptKey) =>
  prepared((db, value: string, ip: string) => {
    const c = counterOf(key);
    return db
      .selectFrom(c.table)
      .select(["error_times", "last_error_at"])
      .where(c.column, "=", value)
      .where("ip", "=", ip);
  });
const failuresOfUser = failuresQuery({ userId: "", ip: "" });
const failuresOfName = failuresQuery({ name: "", ip: "" });

/**
 * Counts one wrong password in one statement; a count whose last failure has expired starts again at one.
 * An account deleted meanwhile has nothing left to count.
 */
export async function addFailure(db: Db, key: AttemptKey, window: LockWindow): Promise<void> {
  const { table, column, value } = counterOf(key);
  await db
    .insertInto(table)
    .values({ [column]: value, ip: key.ip, error_times: 1, last_error_at: window.now })
    .onConflict((oc) =>
      oc.columns([column, "ip"]).doUpdateSet({
        error_times: sql`case when ${col(table, "last_error_at")} > ${window.since} then ${col(table, "error_times")} + 1 else 1 end`,
        last_error_at: window.now,
      }),
    )
    .execute()
    .catch((error: unknown) => {
      if (!isForeignKeyViolation(error)) throw error;
    });
  if (key.name !== undefined) await pruneNames(db, window);
}

/**
 * Removes the counters of unknown names whose window has passed twice over (none can still be in flight,
 * see {@link reserveSlot}): anyone can try any name, so these rows must not pile up.
 */
async function pruneNames(db: Db, window: LockWindow): Promise<void> {
  await db
    .deleteFrom("login_name_failures")
    .where("last_error_at", "<=", window.since - (window.now - window.since))
    .execute();
}

/** Forgets the failures of `key` (a right password that overlapped no other attempt). */
export async function clearFailures(db: Db, key: AttemptKey): Promise<void> {
  const { table, column, value } = counterOf(key);
  await db.deleteFrom(table).where(column, "=", value).where("ip", "=", key.ip).execute();
}

/**
 * The `ip` of an account's second-factor counter (services/factors/factors.ts): one per account, from every
 * IP, in the same table as its passwords' (and removed with the account the same way).
 */
export const SECOND_FACTOR_COUNTER = "second-factor";

/**
 * Forgets the password failures of an account from every IP (its password was reset with a code). Its
 * second-factor counter stays: proving the mobile or e-mail says nothing of the second factor.
 */
export async function clearFailuresOfUser(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom("login_failures")
    .where("user_id", "=", userId)
    .where("ip", "!=", SECOND_FACTOR_COUNTER)
    .execute();
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
  const { table, column, value } = counterOf(key);
  const f = (name: string) => col(table, name);
  const expired = sql<boolean>`((${f("last_error_at")} <= ${since} and ${f("in_flight")} = 0) or ${f("last_error_at")} <= ${since - (now - since)})`;
  const reserved = await db
    .insertInto(table)
    .values({
      [column]: value,
      ip: key.ip,
      error_times: 1,
      last_error_at: now,
      in_flight: 1,
      attempts: 1,
    })
    .onConflict((oc) =>
      oc
        .columns([column, "ip"])
        .doUpdateSet({
          error_times: sql`case when ${expired} then 1 else ${f("error_times")} + 1 end`,
          in_flight: sql`case when ${expired} then 1 else ${f("in_flight")} + 1 end`,
          attempts: sql`case when ${expired} then 1 else ${f("attempts")} + 1 end`,
          last_error_at: sql`case when ${expired} then ${now} else ${f("last_error_at")} end`,
        })
        .where(sql<boolean>`${expired} or ${f("error_times")} < ${limit}`),
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
      .updateTable(table)
      .set({ attempts: sql`attempts + 1` })
      .where(column, "=", value)
      .where("ip", "=", key.ip)
      .execute();
  }
  return reserved;
}

/**
 * Settles a reserved check as a wrong password: it stays counted, no longer in flight. Answers the places
 * the key now uses (failures and checks in flight).
 */
export async function settleWrong(db: Db, key: AttemptKey, window: LockWindow): Promise<number> {
  const { table, column, value } = counterOf(key);
  const row = await db
    .updateTable(table)
    .set({ in_flight: sql`case when in_flight > 0 then in_flight - 1 else 0 end`, last_error_at: window.now })
    .where(column, "=", value)
    .where("ip", "=", key.ip)
    .returning("error_times")
    .executeTakeFirst();
  if (key.name !== undefined) await pruneNames(db, window);
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
  const { table, column, value } = counterOf(key);
  if (resetAt !== undefined) {
    const deleted = await db
      .deleteFrom(table)
      .where(column, "=", value)
      .where("ip", "=", key.ip)
      .where("attempts", "=", resetAt)
      .executeTakeFirst();
    if (deleted.numDeletedRows > 0n) return;
  }
  await db
    .updateTable(table)
    .set({
      error_times: sql`case when error_times > 0 then error_times - 1 else 0 end`,
      in_flight: sql`case when in_flight > 0 then in_flight - 1 else 0 end`,
    })
    .where(column, "=", value)
    .where("ip", "=", key.ip)
    .execute();
}
