import { RosterError, type SessionInfo } from "@roster/contract";
import type { SessionRow } from "../../db/schema.js";
import type { Services } from "../services.js";
import { findLiveSessions } from "../sessions/repository.js";
import { sessionTransaction } from "../sessions/session-events.js";
import { revokeSessions } from "../sessions/sessions.js";

export { findLiveSessions as listLiveSessions } from "../sessions/repository.js";

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
 * Ends session `sessionId` if it is a live session of `userId`, through the sessions service (so its
 * sockets are signed out: `signedOut` for the caller's own, `signedOutElsewhere` for another device);
 * `sessionNotExist` otherwise, whoever's it is, so that a caller learns nothing about other users' sessions.
 */
export async function revokeOwnSession(
  svc: Services,
  userId: string,
  currentSessionId: string,
  sessionId: string,
): Promise<void> {
  await sessionTransaction(svc, async (write) => {
    const live = await findLiveSessions(write.db, userId, write.now);
    if (!live.some((s) => s.id === sessionId)) throw new RosterError("sessionNotExist");
    const reason = sessionId === currentSessionId ? "signedOut" : "signedOutElsewhere";
    await revokeSessions(write, userId, [sessionId], reason);
  });
}

/** Ends every live session of `userId` except `keepSessionId` and answers how many it ended. */
export function revokeOtherSessions(svc: Services, userId: string, keepSessionId: string): Promise<number> {
  return sessionTransaction(svc, async (write) => {
    const others = (await findLiveSessions(write.db, userId, write.now)).filter(
      (s) => s.id !== keepSessionId,
    );
    return revokeSessions(
      write,
      userId,
      others.map((s) => s.id),
      "signedOutElsewhere",
    );
  });
}
