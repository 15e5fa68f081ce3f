import type { AuthChangeFeed, AuthChangeListener } from "../../db/auth-changes.js";

/**
 * What the cache needs of a value: whose it is, the user's `auth_version` and the shared tables' version
 * (`epoch`) it was read with.
 */
export interface Versioned {
  user: { id: string; auth_version: number };
  epoch: number;
}

/** A cache load racing more changes than this is not kept (the set of users that changed stays small). */
const MAX_CHANGES_DURING_LOADS = 1000;

/**
 * Remembers what authentication read for a session (the session, its user, roles and permissions, inviter
 * chain and identities: one query, sessions/repository.ts `findSessionForAuth`), per session, and forgets
 * what the database reports changed (triggers on every table the auth statement reads, so no write path can
 * forget). Writes to anything else (logs, files, other users) keep it. The promise is exact: a revoked
 * session, a disabled user, a changed role, permission, menu or password is seen by the very next call on
 * every process.
 *
 * Two kinds of change, by how many users a row concerns:
 * - A user's own rows (users, sessions, user_roles, user_inviters, user_identities;
 *   db/migrations/0022_auth_versions.ts) mark that user: its sessions are forgotten, its `auth_version`
 *   moves on.
 * - The tables every user shares (roles, role_permissions, permissions, menus, role_menus;
 *   0024_auth_epoch.ts) move one version, the epoch (`auth_epoch`), and every entry is forgotten: one
 *   edit in the admin console touches no user row however many accounts hold the role.
 *
 * - SQLite (the feed is synchronous): the one process is told inside the write statement, before the
 *   commit and before any later statement runs, so a hit is used with no query at all.
 * - PostgreSQL: other processes write too, and their notification (LISTEN/NOTIFY, sent at commit) arrives
 *   some time after the commit. The window between the commit and the message is closed by the versions: a
 *   hit is used only once one statement (`currentVersion`, two primary-key reads) finds the user's
 *   `auth_version` and the epoch still the ones the entry was read with, in the same statement as its data.
 *   A change moves them in its own transaction, so a call that starts after a change committed never gets
 *   an older entry. Only the shared tables notify (`'*'`, dropping every entry early); a user's own change
 *   sends nothing (0025_quiet_user_changes.ts: the notification lock serialised every commit), so its
 *   next call pays a failed check and a read, unless the call that changed it answered with the user
 *   (`reload`: the routes that refresh userInfo read the session again). A lost channel resets
 *   everything, and is never what correctness rests on.
 *
 * A load that raced a change of its user, a change of the shared tables or a reset is not kept: on SQLite it
 * may have read the rows before the change. Entries leave when full, oldest first.
 */
export class AuthCache<T extends Versioned> implements AuthChangeListener {
  private readonly entries = new Map<string, T>();
  private readonly keysOfUser = new Map<string, Set<string>>();
  private readonly synchronous: boolean;
  private loading = 0;
  private changedDuringLoads = new Set<string>();
  private resets = 0;

  constructor(
    feed: Pick<AuthChangeFeed, "synchronous" | "subscribe">,
    /** The user's `auth_version` while the epoch is still `epoch`, else undefined (PostgreSQL's check). */
    private readonly currentVersion: (userId: string, epoch: number) => Promise<number | undefined>,
    private readonly maxEntries = 10_000,
  ) {
    this.synchronous = feed.synchronous;
    if (maxEntries > 0) feed.subscribe(this);
  }

  /** The remembered value for `key` when it is current, else what `load` reads (remembered if nothing raced it). */
  async get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    if (this.maxEntries === 0) return load();
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      if (this.synchronous) return hit;
      if ((await this.currentVersion(hit.user.id, hit.epoch)) === hit.user.auth_version) return hit;
      this.forgetUser(hit.user.id);
    }
    return this.load(key, load);
  }

  /**
   * What `load` reads for `key`, in place of what is remembered (remembered if nothing raced it): for a call
   * that changed its own user and answers with it, so that its next call is a hit.
   */
  reload(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    if (this.maxEntries === 0) return load();
    const hit = this.entries.get(key);
    if (hit !== undefined) this.forgetUser(hit.user.id);
    return this.load(key, load);
  }

  private async load(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const resets = this.resets;
    this.loading++;
    let value: T | undefined;
    try {
      value = await load();
    } finally {
      this.loading--;
    }
    const raced =
      resets !== this.resets || (value !== undefined && this.changedDuringLoads.has(value.user.id));
    if (this.loading === 0) this.changedDuringLoads = new Set();
    if (value !== undefined && !raced) this.remember(key, value);
    return value;
  }

  /** How many sessions are remembered. */
  get size(): number {
    return this.entries.size;
  }

  /** Forgets the sessions of `userId` (the database reported a change). */
  changed(userId: string): void {
    if (this.loading > 0) {
      if (this.changedDuringLoads.size >= MAX_CHANGES_DURING_LOADS) this.resets++;
      else this.changedDuringLoads.add(userId);
    }
    this.forgetUser(userId);
  }

  private forgetUser(userId: string): void {
    const keys = this.keysOfUser.get(userId);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.keysOfUser.delete(userId);
  }

  /** Forgets everything (the shared tables changed, or changes may have been missed). */
  reset(): void {
    this.resets++;
    this.entries.clear();
    this.keysOfUser.clear();
  }

  private remember(key: string, value: T): void {
    const previous = this.entries.get(key);
    if (previous) this.forgetKey(key, previous);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.entries().next().value;
      if (oldest) this.forgetKey(oldest[0], oldest[1]);
    }
    this.entries.set(key, value);
    const keys = this.keysOfUser.get(value.user.id);
    if (keys) keys.add(key);
    else this.keysOfUser.set(value.user.id, new Set([key]));
  }

  private forgetKey(key: string, value: T): void {
    this.entries.delete(key);
    const keys = this.keysOfUser.get(value.user.id);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfUser.delete(value.user.id);
  }
}
