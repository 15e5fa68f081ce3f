import { RosterError, type SessionInfo } from "@roster/contract";
import type { SessionRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { revokeSession } from "../sessions/sessions.js";

/** The live sessions of `userId` at `now` (neither revoked nor expired), most recently used first. */
export function listLiveSessions(db: Db, userId: string, now: number): Promise<SessionRow[]> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("last_seen_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/**
 * The wire shape of a session for its own user. `place` stays empty: naming a place from an IP needs a
 * geo database, and Roster ships none (nothing is looked up outside).
 */
export function presentSession(row: SessionRow, currentSessionId: string): SessionInfo {
  return {
    id: row.id,
    device_id: row.device_id,
    platform: row.platform,
    os: row.os,
    browser: [row.browser_name, row.browser_version].filter(Boolean).join(" "),
    device_model: row.device_model,
    app_version: row.app_version,
    ip: row.ip,
    place: "",
    created_at: row.created_at,
    last_used_at: row.last_seen_at,
    current: row.id === currentSessionId,
  };
}

/**
 * Ends session `sessionId` if it is a live session of `userId`, through the sessions service's
 * `revokeSession` (so whatever follows a revocation follows this one too); `sessionNotExist` otherwise,
 * whoever's it is, so that a caller learns nothing about other users' sessions. Run it in a transaction.
 */
export async function revokeOwnSession(
  db: Db,
  userId: string,
  sessionId: string,
  now: number,
): Promise<void> {
  const live = await db
    .selectFrom("sessions")
    .select("id")
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (!live) throw new RosterError("sessionNotExist");
  await revokeSession(db, sessionId, now);
}

/**
 * Ends every live session of `userId` except `keepSessionId`, one by one through `revokeSession`, and
 * answers their ids. Run it in a transaction.
 */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  now: number,
): Promise<string[]> {
  const others = (await listLiveSessions(db, userId, now)).filter((s) => s.id !== keepSessionId);
  for (const session of others) await revokeSession(db, session.id, now);
  return others.map((s) => s.id);
}
