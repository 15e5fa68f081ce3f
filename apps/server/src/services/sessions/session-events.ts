import type { ForceLogoutReason } from "@roster/contract";
import type { Logger } from "pino";
import type { Db } from "../../db/types.js";

/**
 * Sessions that ended, and why: some sessions of a user, or all of them. `endedBy`: the session whose own
 * call ended them (a password change, an account deletion from that device). It ends too, and its sockets
 * close with the rest, but they are told `signedOut`, which its client does not announce: the answer of
 * that call already says what happened (see `services/push/push.ts`).
 */
export type SessionsEnded = { userId: string; reason: ForceLogoutReason; endedBy?: string } & (
  | { sessionIds: readonly string[] }
  | { allSessions: true }
);

/** Who wants to know when sessions end (the push service: forceLogout to their sockets). */
export type SessionsEndedListener = (ended: SessionsEnded) => void;

/**
 * The one hook through which every ended session is announced, whoever ended it (sign out, sign out
 * everywhere, a password change or reset, disabling, deleting, the session cap); the push service closes
 * the sockets of each at once, on every process (a session that expires is closed by its own sockets'
 * expiry timers, see `http/socket-connection.ts`). Announcements are made
 * after the change has committed, by {@link sessionWrite} and {@link sessionTransaction}: the revoking
 * functions of `sessions.ts` only take a {@link SessionWrite}, so none can end a session unannounced.
 */
export class SessionEvents {
  private readonly listeners = new Set<SessionsEndedListener>();

  constructor(private readonly logger: Logger) {}

  /** Calls `listener` for every announcement from now on; returns how to stop. */
  on(listener: SessionsEndedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener; a listener that throws is logged, and the others still hear. */
  announce(ended: SessionsEnded): void {
    if ("sessionIds" in ended && ended.sessionIds.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(ended);
      } catch (error) {
        this.logger.error({ err: error, userId: ended.userId }, "a sessions-ended listener failed");
      }
    }
  }
}

/**
 * Where session changes are written: a database or transaction, the time, and where ended sessions are
 * reported (announced once the write is durable in the database).
 */
export interface SessionWrite {
  readonly db: Db;
  readonly now: number;
  ended(ended: SessionsEnded): void;
}

/** What the two helpers need of the services (kept narrow so that tests can build one). */
interface SessionServices {
  db: Db;
  clock: { now(): number };
  sessionEvents: SessionEvents;
}

/** A write outside any transaction: each statement commits by itself, so endings are announced at once. */
export function sessionWrite(svc: SessionServices): SessionWrite {
  return { db: svc.db, now: svc.clock.now(), ended: (ended) => svc.sessionEvents.announce(ended) };
}

/**
 * Runs `work` in one transaction and announces the sessions it ended after the commit (nothing when it
 * rolls back), so that a socket is never signed out of a session that lives on.
 */
export async function sessionTransaction<T>(
  svc: SessionServices,
  work: (write: SessionWrite) => Promise<T>,
): Promise<T> {
  const pending: SessionsEnded[] = [];
  const now = svc.clock.now();
  const result = await svc.db
    .transaction()
    .execute((trx) => work({ db: trx, now, ended: (ended) => pending.push(ended) }));
  for (const ended of pending) svc.sessionEvents.announce(ended);
  return result;
}
