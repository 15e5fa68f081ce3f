import type { Db } from "../../db/types.js";
import type { Clock } from "../../lib/clock.js";
import { endedSessions } from "../sessions/sessions.js";
import type { PushService } from "./push.js";

/**
 * What the check reads of the services (`Services` is one). Named here, not taken from services.ts: the
 * container sits above this folder, because it holds the push service.
 */
interface SocketCheckServices {
  db: Db;
  clock: Clock;
  push: PushService;
}

/** Sessions read per query. */
const CHUNK = 500;

/**
 * Finds the sessions of this process's sockets that can no longer be used and closes their sockets here:
 * an expired one with the tokenExpired error, a revoked or deleted one with tokenNotExist (both say
 * "token", so upstream clients report `invalidToken`). Their forceLogout was missed (it went to another
 * process while Redis was down, or the session ended another way): this makes it at most one heartbeat late.
 */
export async function checkSocketSessions(svc: SocketCheckServices): Promise<void> {
  const ids = [...svc.push.hub.sessions()];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const over = await endedSessions(svc.db, ids.slice(i, i + CHUNK), svc.clock.now());
    for (const [sid, state] of over) {
      svc.push.sessionInvalid(sid, state === "expired" ? "tokenExpired" : "tokenNotExist", "here");
    }
  }
}
