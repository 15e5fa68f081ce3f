import pg from "pg";

/**
 * What this process hears of changes to what authentication reads (db/migrations/0022_auth_versions.ts and
 * 0024_auth_epoch.ts: the database's own triggers report every such write, whoever made it).
 */
export interface AuthChangeListener {
  /**
   * The data authentication reads of user `userId` changed. SQLite only since 0025: on PostgreSQL a user's
   * change moves its `auth_version` and sends nothing (a notification serialises commits cluster-wide).
   */
  changed(userId: string): void;
  /**
   * Forget everything: a table every user's data is read from changed (a role, permission or menu: the
   * epoch moved on), or changes may have been missed (the channel was lost or is back).
   */
  reset(): void;
}

/** The feed of one open database. */
export interface AuthChangeFeed {
  /**
   * True when every change reaches this process at the statement that makes it, before any later statement
   * can run (SQLite: the triggers call into this process). Then a cached entry needs no check. False on
   * PostgreSQL: a notification arrives some time after the commit, so an entry is checked against the
   * user's `auth_version` and the shared tables' epoch (`auth_epoch`) before it is used.
   */
  readonly synchronous: boolean;
  /** Calls `listener` for every change from now on; returns how to stop. */
  subscribe(listener: AuthChangeListener): () => void;
  close(): Promise<void>;
}

/** The listeners of a feed. */
class Listeners {
  private readonly set = new Set<AuthChangeListener>();
  add(listener: AuthChangeListener): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  changed(userId: string): void {
    for (const listener of this.set) listener.changed(userId);
  }
  reset(): void {
    for (const listener of this.set) listener.reset();
  }
}

/** The name of the SQLite function the triggers call, and of PostgreSQL's notification channel. */
export const AUTH_CHANGED_FUNCTION = "roster_auth_changed";
export const AUTH_CHANNEL = "roster_auth";
/**
 * The payload of a change that concerns everyone (0024's triggers on the shared tables); never a user id. On
 * SQLite the function is called with null instead.
 */
export const AUTH_EVERYONE = "*";
/** The `application_name` of PostgreSQL's listening connection (seen in pg_stat_activity). */
export const AUTH_LISTENER_NAME = "roster-auth-listener";

/**
 * SQLite's feed: `register` installs the function the triggers call, on the one connection, before the
 * migrations run: with a user id for that user's change, with null for a change that concerns everyone.
 * Called inside a write statement, before its transaction commits: a reader that starts after it waits for
 * the connection, so it reads the committed change (a rolled back change costs a miss).
 */
export function sqliteAuthFeed(
  register: (name: string, fn: (userId: unknown) => null) => void,
): AuthChangeFeed {
  const listeners = new Listeners();
  register(AUTH_CHANGED_FUNCTION, (userId) => {
    if (typeof userId === "string") listeners.changed(userId);
    else if (userId === null) listeners.reset();
    return null;
  });
  return {
    synchronous: true,
    subscribe: (listener) => listeners.add(listener),
    close: async () => {},
  };
}

/** How long the PostgreSQL listener waits before connecting again after losing its connection. */
const RECONNECT_MS = 1000;

/**
 * PostgreSQL's feed: one connection of its own that LISTENs to the triggers' notifications (since 0025 only
 * the shared tables' `'*'`; a user id from a server before it is still heard), opened when the
 * first listener subscribes. Every (re)connection resets the listeners: what was sent while it was away is
 * lost. The channel only saves a round trip after a change (the entry is dropped before its check would
 * fail); that a cached entry is current is decided by its version check, so a lost channel never lets a
 * stale one through.
 */
export function postgresAuthFeed(url: string, onError: (error: unknown) => void = () => {}): AuthChangeFeed {
  const listeners = new Listeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    retry = undefined;
    if (closed) return;
    const next = new pg.Client({ connectionString: url, application_name: AUTH_LISTENER_NAME });
    client = next;
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = undefined;
      if (error) onError(error);
      listeners.reset();
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, RECONNECT_MS);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      if (message.channel !== AUTH_CHANNEL || !message.payload) return;
      if (message.payload === AUTH_EVERYONE) listeners.reset();
      else listeners.changed(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${AUTH_CHANNEL}`);
      // Whatever changed before the LISTEN took effect was not heard.
      listeners.reset();
    } catch (error) {
      lost(error);
    }
  };

  return {
    synchronous: false,
    subscribe(listener) {
      const stop = listeners.add(listener);
      if (!client && !retry && !closed) void connect();
      return stop;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
