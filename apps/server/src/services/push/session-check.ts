import type { Services } from "../services.js";
import { endedSessions } from "../sessions/sessions.js";

/** Sessions read per query. */
const CHUNK = 500;

/**
 * Finds the sessions of this process's sockets that can no longer be used and closes their sockets here:
 * an expired one with the tokenExpired error, a revoked or deleted one with tokenNotExist (both say
 * "token", so upstream clients report `invalidToken`). Their forceLogout was missed (it went to another
 * process while Redis was down, or the session ended another way): this makes it at most one heartbeat late.
 */
export async function checkSocketSessions(svc: Services): Promise<void> {
  const ids = [...svc.push.hub.sessions()];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const over = await endedSessions(svc.db, ids.slice(i, i + CHUNK), svc.clock.now());
    for (const [sid, state] of over) {
      svc.push.sessionInvalid(sid, state === "expired" ? "tokenExpired" : "tokenNotExist", "here");
    }
  }
}
