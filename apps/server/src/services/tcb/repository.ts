import type { TcbPendingSignupsTable, TcbRefreshTokensTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** SQL of the CloudBase gateway: refresh tokens (by hash), pending e-mail sign-ups, custom-ticket links. */

export async function insertRefreshToken(db: Db, row: TcbRefreshTokensTable): Promise<void> {
  await db.insertInto("tcb_refresh_tokens").values(row).execute();
}

export function findRefreshToken(db: Db, tokenHash: string): Promise<TcbRefreshTokensTable | undefined> {
  return db
    .selectFrom("tcb_refresh_tokens")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Marks a refresh token given up; true when this call did it. */
export async function revokeRefreshToken(db: Db, tokenHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("tcb_refresh_tokens")
    .set({ revoked_at: now })
    .where("token_hash", "=", tokenHash)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes a user's refresh tokens that can never work again: given up before `before`, or whose session is
 * gone (sessions that ended long ago are deleted as their user signs in again).
 */
export async function deleteDeadRefreshTokens(db: Db, userId: string, before: number): Promise<void> {
  await db
    .deleteFrom("tcb_refresh_tokens")
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.or([
        eb("revoked_at", "<", before),
        eb("session_id", "not in", eb.selectFrom("sessions").select("id").where("user_id", "=", userId)),
      ]),
    )
    .execute();
}

/** Deletes anonymous refresh tokens made before `before` (they are refused from then on anyway). */
export async function deleteOldAnonymousTokens(db: Db, before: number): Promise<void> {
  await db
    .deleteFrom("tcb_refresh_tokens")
    .where("created_at", "<", before)
    .where("anonymous_uuid", "is not", null)
    .execute();
}

export function findPendingSignup(db: Db, email: string) {
  return db.selectFrom("tcb_pending_signups").selectAll().where("email", "=", email).executeTakeFirst();
}

/** The lock that whatever replaces or takes the pending sign-up (or address change) of an address holds. */
export const pendingLockKey = (email: string) => `tcb-pending:${email}`;

/**
 * Puts `row` in the place of whatever waits for its address (run it under {@link pendingLockKey}); answers
 * the row it replaced, if any.
 */
export async function replacePendingSignup(
  db: Db,
  row: TcbPendingSignupsTable,
): Promise<TcbPendingSignupsTable | undefined> {
  const replaced = await findPendingSignup(db, row.email);
  const { email: _email, ...fields } = row;
  await db
    .insertInto("tcb_pending_signups")
    .values(row)
    .onConflict((oc) => oc.column("email").doUpdateSet(fields))
    .execute();
  return replaced;
}

/** Removes a pending sign-up; true when this call removed it (one activation wins). */
export async function takePendingSignup(db: Db, email: string): Promise<boolean> {
  const result = await db.deleteFrom("tcb_pending_signups").where("email", "=", email).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Custom-ticket links live in `user_identities` under this provider, the env id as appid. */
export const CUSTOM_PROVIDER = "tcb";

export function findCustomLink(db: Db, envId: string, customUserId: string) {
  return db
    .selectFrom("user_identities")
    .select(["user_id", "openid"])
    .where("provider", "=", CUSTOM_PROVIDER)
    .where("appid", "=", envId)
    .where("openid", "=", customUserId)
    .executeTakeFirst();
}

export function findCustomLinksOf(db: Db, userId: string) {
  return db
    .selectFrom("user_identities")
    .select(["openid", "appid"])
    .where("provider", "=", CUSTOM_PROVIDER)
    .where("user_id", "=", userId)
    .execute();
}

export async function insertCustomLink(
  db: Db,
  row: { id: string; user_id: string; envId: string; customUserId: string; at: number },
): Promise<void> {
  await db
    .insertInto("user_identities")
    .values({
      id: row.id,
      user_id: row.user_id,
      provider: CUSTOM_PROVIDER,
      platform: "custom",
      appid: row.envId,
      openid: row.customUserId,
      unionid: null,
      profile: null,
      linked_at: row.at,
    })
    .execute();
}

export async function deleteCustomLinks(db: Db, userId: string, envId: string): Promise<number> {
  const result = await db
    .deleteFrom("user_identities")
    .where("provider", "=", CUSTOM_PROVIDER)
    .where("appid", "=", envId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
