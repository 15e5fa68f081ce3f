import type { WriteCounter } from "../../db/connect.js";

/**
 * Remembers what authentication read for a session (the session, its user, roles and permissions, inviter
 * chain and identities: one query, sessions/repository.ts `findSessionForAuth`) for as long as nothing at
 * all has been written to the database since: any insert, update or delete, by any route, clears it. That is exact, not a delay: a revoked session, a disabled user or a changed role is
 * seen by the very next call. Only the embedded database can promise it (this process is its only
 * writer); on PostgreSQL other processes write too, so nothing is remembered there.
 */
export class AuthCache<T> {
  private entries = new Map<string, T>();
  private generation = -1;

  constructor(
    private readonly writes: WriteCounter | undefined,
    private readonly maxEntries = 10_000,
  ) {}

  /** The remembered value for `key`, else what `load` reads (remembered if nothing was written meanwhile). */
  async get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const writes = this.writes;
    if (!writes) return load();
    if (this.generation !== writes.count) {
      this.entries.clear();
      this.generation = writes.count;
    }
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const before = writes.count;
    const value = await load();
    // A write while loading may have changed what was read: then it is not remembered.
    if (value !== undefined && writes.count === before) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}
