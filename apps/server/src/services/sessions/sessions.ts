import { prepared } from "../../db/prepared.js";
import type { SessionRow, UserRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import type { ClientInfo } from "../../router/context.js";
import type { Access } from "../access/access.js";
import { newId } from "../core/ids.js";

/** Sessions that ended (revoked or expired) this long ago are deleted when their user signs in again. */
const SESSION_RETENTION_MS = 30 * 24 * 3_600_000;

/**
 * Opens a session for `userId` and keeps at most `maxSessions` live ones: the oldest beyond the limit are
 * revoked. Runs in the caller's transaction when given one.
 */
export async function openSession(
  db: Db,
  params: { userId: string; client: ClientInfo; now: number; expiresAt: number; maxSessions: number },
): Promise<string> {
  const { userId, client, now } = params;
  const id = newId();
  await db
    .insertInto("sessions")
    .values({
      id,
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: params.expiresAt,
      revoked_at: null,
      device_id: client.deviceId,
      platform: client.platform,
      appid: client.appid,
      ip: client.ip,
      user_agent: client.userAgent,
      os: client.os,
      browser_name: client.browserName,
      browser_version: client.browserVersion,
      app_version: client.appVersion,
      device_model: client.deviceModel,
      locale: client.locale,
    })
    .execute();
  const live = await db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const surplus = live
    .filter((s) => s.id !== id)
    .slice(params.maxSessions - 1)
    .map((s) => s.id);
  if (surplus.length > 0) {
    await db.updateTable("sessions").set({ revoked_at: now }).where("id", "in", surplus).execute();
  }
  // Two statements, not one with `or`: each is a range read of one index (an `or` scans every session).
  const longAgo = now - SESSION_RETENTION_MS;
  await db.deleteFrom("sessions").where("user_id", "=", userId).where("revoked_at", "<", longAgo).execute();
  await db.deleteFrom("sessions").where("user_id", "=", userId).where("expires_at", "<", longAgo).execute();
  return id;
}

/** What authentication needs of a session. */
export type SessionState = Pick<SessionRow, "id" | "user_id" | "expires_at" | "revoked_at" | "last_seen_at">;

/** A session together with its user, as authentication reads it in one query. */
export interface SessionWithUser {
  session: SessionState;
  user: UserRow;
}

/** A session with its user and what the user may do: what authentication reads, and caches. */
export interface CachedSession extends SessionWithUser {
  access: Access;
  /**
   * The user's inviter chain, read on first need and kept with the entry. Safe to keep: any write
   * clears the whole cache before the next read, so the entry and its chain are dropped together.
   */
  inviterUids?: string[];
}

const sessionWithUserQuery = prepared((db, sessionId: string) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select([
      "sessions.id as s_id",
      "sessions.expires_at as s_expires_at",
      "sessions.revoked_at as s_revoked_at",
      "sessions.last_seen_at as s_last_seen_at",
    ])
    .where("sessions.id", "=", sessionId),
);

/** Reads a session and its user in one round trip (on every authenticated call). */
export async function findSessionWithUser(db: Db, sessionId: string): Promise<SessionWithUser | undefined> {
  const [row] = await sessionWithUserQuery(db, sessionId);
  if (!row) return undefined;
  const { s_id, s_expires_at, s_revoked_at, s_last_seen_at, ...user } = row;
  return {
    user,
    session: {
      id: s_id,
      user_id: user.id,
      expires_at: s_expires_at,
      revoked_at: s_revoked_at,
      last_seen_at: s_last_seen_at,
    },
  };
}

/** Whether a session can still be used at `now`. */
export const isLive = (session: SessionState, now: number): boolean =>
  session.revoked_at === null && session.expires_at > now;

/** Revokes one session (logout). */
export async function revokeSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}

/**
 * Ends every session of a user (password set, changed or reset; disabled or closed; signed out everywhere)
 * and answers how many were live. First it moves the user's `session_epoch` on, so that a sign-in that read
 * the account before this commits is refused at its own commit (see `issueLogin`). On PostgreSQL that
 * update also takes the user's row lock before the sessions are read, so a sign-in holding it (it runs the
 * same update first) commits its session before this revokes: none slips between. Run it in a transaction.
 */
export async function revokeAllSessions(db: Db, userId: string, now: number): Promise<number> {
  await db
    .updateTable("users")
    .set((eb) => ({ session_epoch: eb("session_epoch", "+", 1) }))
    .where("id", "=", userId)
    .execute();
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Extends a session (token refresh) and marks it seen. */
export async function extendSession(
  db: Db,
  sessionId: string,
  expiresAt: number,
  now: number,
): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ expires_at: expiresAt, last_seen_at: now })
    .where("id", "=", sessionId)
    .execute();
}

/** Marks a session seen. */
export async function touchSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", sessionId).execute();
}
