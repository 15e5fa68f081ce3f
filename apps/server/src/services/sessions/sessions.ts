import type { ForceLogoutReason } from "@roster/contract";
import type { UserIdentityRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import type { ClientInfo } from "../../lib/client-info.js";
import { newId } from "../../lib/ids.js";
import type { Access } from "../access/access.js";
import {
  bumpSessionEpoch,
  deleteSessionsEndedBefore,
  findLiveSessionIds,
  findSessionStates,
  insertSession,
  revokeLiveSessionsOf,
  revokeSessionsById,
  revokeSessionsOfUser,
  type SessionState,
  type SessionWithUser,
} from "./repository.js";
import type { SessionWrite } from "./session-events.js";
import { describedDevice } from "./user-agent.js";

/** Sessions that ended (revoked or expired) this long ago are deleted when their user signs in again. */
const SESSION_RETENTION_MS = 30 * 24 * 3_600_000;

/**
 * Opens a session for `userId` and keeps at most `maxSessions` live ones: the oldest beyond the limit are
 * revoked (announced as `sessionCap`). Runs in the caller's transaction when given one.
 */
export async function openSession(
  write: SessionWrite,
  params: { userId: string; client: ClientInfo; expiresAt: number; maxSessions: number },
): Promise<string> {
  const { db, now } = write;
  const { userId, client } = params;
  const id = newId();
  const device = describedDevice(client);
  await insertSession(db, {
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
    os: device.os,
    browser_name: device.browserName,
    browser_version: device.browserVersion,
    app_version: client.appVersion,
    device_model: client.deviceModel,
    locale: client.locale,
    authenticated_at: now,
  });
  const live = await findLiveSessionIds(db, userId, now);
  const surplus = live.filter((liveId) => liveId !== id).slice(params.maxSessions - 1);
  if (surplus.length > 0) {
    await revokeSessionsById(db, surplus, now);
    write.ended({ userId, sessionIds: surplus, reason: "sessionCap" });
  }
  await deleteSessionsEndedBefore(db, userId, now - SESSION_RETENTION_MS);
  return id;
}

/**
 * A session with its user, what the user may do, its inviter chain and its linked identities: what
 * authentication reads in one query, and caches.
 */
export interface CachedSession extends SessionWithUser {
  access: Access;
  /** The user's inviter chain, direct inviter first. */
  inviterUids: string[];
  /** The user's linked social identities, oldest first. */
  identities: UserIdentityRow[];
  /** The shared tables' version (`auth_epoch`) it was read with. */
  epoch: number;
}

/** Whether a session can still be used at `now`. */
export const isLive = (session: SessionState, now: number): boolean =>
  session.revoked_at === null && session.expires_at > now;

/**
 * Revokes sessions of `userId` (logout: its own; signing out other devices) and announces those that were
 * live, with `reason`; answers how many. Sessions of other users are left alone.
 */
export async function revokeSessions(
  write: SessionWrite,
  userId: string,
  sessionIds: readonly string[],
  reason: ForceLogoutReason,
): Promise<number> {
  if (sessionIds.length === 0) return 0;
  const ended = await revokeLiveSessionsOf(write.db, userId, sessionIds, write.now);
  write.ended({ userId, sessionIds: ended, reason });
  return ended.length;
}

/**
 * Ends every session of a user (password set, changed or reset; disabled or closed; signed out everywhere),
 * announces it with `reason` and answers how many were live. `callerSessionId`: the account's owner made
 * the change from that session; it ends too (its sockets close with the others), announced as `endedBy`.
 * First it moves the user's `session_epoch` on, so that a sign-in that read the account before this
 * commits is refused at its own commit (see `issueLogin`). On PostgreSQL that update also takes the user's
 * row lock before the sessions are read, so a sign-in holding it (it runs the same update first) commits
 * its session before this revokes: none slips between. Run it in a transaction.
 */
export async function revokeAllSessions(
  write: SessionWrite,
  userId: string,
  reason: ForceLogoutReason,
  callerSessionId?: string,
): Promise<number> {
  await bumpSessionEpoch(write.db, userId);
  const ended = await revokeSessionsOfUser(write.db, userId, write.now);
  write.ended({
    userId,
    allSessions: true,
    reason,
    ...(callerSessionId === undefined ? {} : { endedBy: callerSessionId }),
  });
  return ended.length;
}

/**
 * Which of `sessionIds` can no longer be used at `now`: `expired` past their expiry, `ended` when revoked or
 * gone. The others are not listed.
 */
export async function endedSessions(
  db: Db,
  sessionIds: readonly string[],
  now: number,
): Promise<Map<string, "ended" | "expired">> {
  const over = new Map<string, "ended" | "expired">();
  if (sessionIds.length === 0) return over;
  const found = new Map((await findSessionStates(db, sessionIds)).map((row) => [row.id, row]));
  for (const id of sessionIds) {
    const row = found.get(id);
    if (!row || row.revoked_at !== null) over.set(id, "ended");
    else if (row.expires_at <= now) over.set(id, "expired");
  }
  return over;
}

/**
 * Where session `sessionId` stands at `now`: `ended` (revoked or gone), `expired`, or live until
 * `liveUntil` (its expiry, moved on by token refreshes since it was last read).
 */
export async function sessionStanding(
  db: Db,
  sessionId: string,
  now: number,
): Promise<"ended" | "expired" | { liveUntil: number }> {
  const [row] = await findSessionStates(db, [sessionId]);
  if (!row || row.revoked_at !== null) return "ended";
  if (row.expires_at <= now) return "expired";
  return { liveUntil: row.expires_at };
}
