import type { Insertable } from "kysely";
import type { VerifyCodeRow, VerifyCodesTable, VerifySendsTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** Voids the unused codes of a recipient for one purpose. */
export async function voidCodesFor(db: Db, recipient: string, purpose: string): Promise<void> {
  await db
    .updateTable("verify_codes")
    .set({ state: 2 })
    .where("recipient", "=", recipient)
    .where("purpose", "=", purpose)
    .where("state", "=", 0)
    .execute();
}

/**
 * Voids every live code of a recipient. Run it wherever a mobile or e-mail becomes an account's (bind,
 * registration, an admin's edit), in the transaction of that change: a code issued before, for whoever
 * held the address then or for nobody, must not open the account that holds it now.
 */
export async function voidCodesOf(db: Db, recipient: string): Promise<void> {
  await db
    .updateTable("verify_codes")
    .set({ state: 2 })
    .where("recipient", "=", recipient)
    .where("state", "=", 0)
    .execute();
}

/** Deletes the codes of a recipient that expired before `before`. */
export async function deleteCodesExpiredBefore(db: Db, recipient: string, before: number): Promise<void> {
  await db
    .deleteFrom("verify_codes")
    .where("recipient", "=", recipient)
    .where("expires_at", "<", before)
    .execute();
}

/** Inserts a code row. */
export async function insertCode(db: Db, row: Insertable<VerifyCodesTable>): Promise<void> {
  await db.insertInto("verify_codes").values(row).execute();
}

/** The newest code sent to any of `recipients` for `purpose` (an unused one first among equals). */
export function findNewestCode(
  db: Db,
  recipients: readonly string[],
  purpose: string,
): Promise<VerifyCodeRow | undefined> {
  return db
    .selectFrom("verify_codes")
    .selectAll()
    .where("recipient", "in", recipients)
    .where("purpose", "=", purpose)
    .orderBy("created_at", "desc")
    .orderBy("state", "asc")
    .limit(1)
    .executeTakeFirst();
}

/** The newest unused, unexpired code sent to any of `recipients` for another purpose than `purpose`. */
export function findNewestLiveCodeOfOtherPurpose(
  db: Db,
  recipients: readonly string[],
  purpose: string,
  now: number,
) {
  return db
    .selectFrom("verify_codes")
    .select(["purpose", "created_at"])
    .where("recipient", "in", recipients)
    .where("purpose", "!=", purpose)
    .where("state", "=", 0)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Counts one try of an unused code while it has fewer than `max`; answers whether it was counted. */
export async function claimCodeAttempt(db: Db, id: string, max: number): Promise<boolean> {
  const claimed = await db
    .updateTable("verify_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("state", "=", 0)
    .where("attempts", "<", max)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** The state of a code (0 unused, 1 used, 2 voided), if it still exists. */
export async function findCodeState(db: Db, id: string): Promise<number | undefined> {
  const row = await db.selectFrom("verify_codes").select("state").where("id", "=", id).executeTakeFirst();
  return row?.state;
}

/** Voids an unused code that has used up its `max` tries; answers whether it did. */
export async function voidSpentCode(db: Db, id: string, max: number): Promise<boolean> {
  const voided = await db
    .updateTable("verify_codes")
    .set({ state: 2 })
    .where("id", "=", id)
    .where("state", "=", 0)
    .where("attempts", ">=", max)
    .executeTakeFirst();
  return Number(voided.numUpdatedRows) > 0;
}

/** Marks an unused code used at `now`; answers whether it was still unused. */
export async function markCodeUsed(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("verify_codes")
    .set({ state: 1, used_at: now })
    .where("id", "=", id)
    .where("state", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a send-log row as not delivered (the provider failed, or the send was refused before it). */
export async function markSendUndelivered(db: Db, id: string): Promise<void> {
  await db.updateTable("verify_sends").set({ ok: 0 }).where("id", "=", id).execute();
}

/** The sends of one recipient or IP on `day` (UTC+8), only the delivered ones with `deliveredOnly`. */
export async function countSends(
  db: Db,
  by: { column: "recipient" | "ip"; value: string },
  day: string,
  deliveredOnly: boolean,
): Promise<number> {
  let query = db
    .selectFrom("verify_sends")
    .select((eb) => eb.fn.countAll().as("n"))
    .where(by.column, "=", by.value)
    .where("day", "=", day);
  if (deliveredOnly) query = query.where("ok", "=", 1);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** When the last delivered code went to `recipient`, if one did. */
export async function lastDeliveredSendAt(db: Db, recipient: string): Promise<number | undefined> {
  const last = await db
    .selectFrom("verify_sends")
    .select("created_at")
    .where("recipient", "=", recipient)
    .where("ok", "=", 1)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return last?.created_at;
}

/** Deletes the send-log rows of one recipient or IP from days before `day`. */
export async function deleteSendsBefore(
  db: Db,
  by: { column: "recipient" | "ip"; value: string },
  day: string,
): Promise<void> {
  await db.deleteFrom("verify_sends").where(by.column, "=", by.value).where("day", "<", day).execute();
}

/** Inserts a send-log row. */
export async function insertSend(db: Db, row: Insertable<VerifySendsTable>): Promise<void> {
  await db.insertInto("verify_sends").values(row).execute();
}
