import type { Insertable } from "kysely";
import type {
  MfaTicketRow,
  MfaTicketsTable,
  RecoveryCodesTable,
  UserFactorRow,
  UserFactorsTable,
} from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** A person's factors, confirmed or waiting for their first code, oldest first. */
export function factorsOfUser(db: Db, userId: string): Promise<UserFactorRow[]> {
  return db
    .selectFrom("user_factors")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Adds a factor waiting for its first code, in place of any other of the person's that still waits. */
export async function insertPendingFactor(db: Db, row: Insertable<UserFactorsTable>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom("user_factors")
      .where("user_id", "=", row.user_id)
      .where("confirmed_at", "is", null)
      .execute();
    await tx.insertInto("user_factors").values(row).execute();
  });
}

/**
 * Takes time step `step` of factor `id` of `userId`: true for exactly one caller per step, and never for a
 * step at or before one already taken (a code is used once, and an older one is no longer good after it).
 * `confirm` takes a factor still waiting (its first code) and marks it confirmed; otherwise only a
 * confirmed one is taken.
 */
export async function takeStep(
  db: Db,
  userId: string,
  id: string,
  step: number,
  now: number,
  confirm: boolean,
): Promise<boolean> {
  const updated = await db
    .updateTable("user_factors")
    .set({ last_step: step, last_used_at: now, ...(confirm ? { confirmed_at: now } : {}) })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("confirmed_at", confirm ? "is" : "is not", null)
    .where("last_step", "<", step)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}

/** Replaces the person's recovery codes with `rows` (the old set is void at once), in one transaction. */
export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  rows: Insertable<RecoveryCodesTable>[],
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await tx.insertInto("recovery_codes").values(rows).execute();
  });
}

/** The unused recovery code of `userId` with `lookup`, if any. */
export function unusedRecoveryCode(
  db: Db,
  userId: string,
  lookup: string,
): Promise<{ id: string; code_hash: string } | undefined> {
  return db
    .selectFrom("recovery_codes")
    .select(["id", "code_hash"])
    .where("user_id", "=", userId)
    .where("lookup", "=", lookup)
    .where("used_at", "is", null)
    .executeTakeFirst();
}

/** Marks recovery code `id` used: true for exactly one caller. */
export async function useRecoveryCode(db: Db, id: string, now: number): Promise<boolean> {
  const updated = await db
    .updateTable("recovery_codes")
    .set({ used_at: now })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}

/** How many of the person's recovery codes are unused. */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Removes the person's factor `id`; when no confirmed factor is left, the recovery codes go too (they
 * stand in for a factor, never alone). False when the person has no factor of that id.
 */
export async function deleteFactor(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const deleted = await tx
      .deleteFrom("user_factors")
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (deleted.numDeletedRows !== 1n) return false;
    const left = await tx
      .selectFrom("user_factors")
      .select("id")
      .where("user_id", "=", userId)
      .where("confirmed_at", "is not", null)
      .executeTakeFirst();
    if (!left) await tx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    return true;
  });
}

/** Stores a second step's ticket, and forgets the person's tickets that can no longer be used. */
export async function insertTicket(db: Db, row: Insertable<MfaTicketsTable>): Promise<void> {
  await db
    .deleteFrom("mfa_tickets")
    .where("user_id", "=", row.user_id)
    .where((eb) => eb.or([eb("expires_at", "<=", row.created_at), eb("used_at", "is not", null)]))
    .execute();
  await db.insertInto("mfa_tickets").values(row).execute();
}

/**
 * Takes one answer of ticket `id` for the device `binding`: the ticket's row, its `tries` counting this
 * answer, while it is unused, alive at `now` and has fewer than `maxTries`; undefined otherwise. One
 * conditional update, so no more than `maxTries` answers are ever checked, however many arrive at once.
 */
export async function takeTicketTry(
  db: Db,
  id: string,
  binding: string,
  now: number,
  maxTries: number,
): Promise<MfaTicketRow | undefined> {
  return db
    .updateTable("mfa_tickets")
    .set((eb) => ({ tries: eb("tries", "+", 1) }))
    .where("id", "=", id)
    .where("binding", "=", binding)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .where("tries", "<", maxTries)
    .returningAll()
    .executeTakeFirst();
}

/** Marks ticket `id` used: true for exactly one caller. */
export async function spendTicket(db: Db, id: string, now: number): Promise<boolean> {
  const updated = await db
    .updateTable("mfa_tickets")
    .set({ used_at: now })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}

/** Removes every factor and recovery code of `userId`; the number of factors removed. */
export async function deleteAllFactors(db: Db, userId: string): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const deleted = await tx.deleteFrom("user_factors").where("user_id", "=", userId).executeTakeFirst();
    await tx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    return Number(deleted.numDeletedRows);
  });
}
