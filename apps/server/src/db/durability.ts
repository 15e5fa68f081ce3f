import fs from "node:fs";
import type SQLite from "better-sqlite3";
import { type FileSyncer, ThreadFileSyncer } from "./file-syncer.js";

/**
 * Counts the statements that may write (everything but `select`) run through this process's handle: an
 * unchanged count means there is nothing new to sync or checkpoint. (The session cache no longer reads it:
 * the database reports the changes it cares about, db/auth-changes.ts.)
 */
export interface WriteCounter {
  count: number;
}

/** Checkpoint the WAL into the database file after this many write statements. */
const CHECKPOINT_EVERY_WRITES = 2000;

/**
 * Runs `work` once no transaction is open, holding the database's only connection until it settles: no
 * statement of anyone else runs meanwhile (Kysely's SQLite driver queues them behind it).
 */
export type Exclusive = (work: () => Promise<void>) => Promise<void>;

/**
 * Durable commits on the embedded database without an fsync on the event loop.
 *
 * SQLite runs in WAL mode with `synchronous = OFF`: a commit writes its WAL frames to the operating
 * system and returns at once. Before a call is acknowledged the router awaits {@link settled}, which
 * makes the WAL durable with `fdatasync` on a thread of its own (see file-syncer.ts: not libuv's pool,
 * where it would queue behind password hashes). Calls that finish while a sync is in
 * flight share the next one (group commit), so a burst of sign-ins costs a few fsyncs, not one each.
 * A response therefore never reports, or shows, a write that a power cut could still take back.
 *
 * With `synchronous = OFF` SQLite's own checkpoints would not fsync the database file, so automatic
 * checkpoints are off and this class runs them once the WAL is large, holding the only connection (see
 * {@link Exclusive}): the WAL's pages are copied into the database file, the file is synced on the same
 * thread as the WAL (not on the event loop, where each checkpoint's fsync used to stall every call), and
 * only then may the WAL be written over from its start.
 */
export class SqliteDurability {
  /** The write count covered by the last completed sync. */
  private synced: number;
  private running = false;
  private waiters: { mark: number; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private walFd: number | undefined;
  private databaseFd: number | undefined;
  /** The write count at the last checkpoint. */
  private checkpointed: number;
  private checkpointing = false;

  constructor(
    private readonly database: SQLite.Database,
    private readonly file: string,
    private readonly writes: WriteCounter,
    private readonly exclusive: Exclusive,
    private readonly syncer: FileSyncer = new ThreadFileSyncer(),
  ) {
    this.synced = writes.count;
    this.checkpointed = writes.count;
  }

  /** Resolves once every write made so far is on disk. */
  settled(): Promise<void> {
    const mark = this.writes.count;
    if (mark <= this.synced) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ mark, resolve, reject });
      this.kick();
    });
  }

  /** Syncs what is pending and checkpoints the WAL, synchronously: for start-up and shutdown. */
  flushNow(): void {
    this.database.pragma("synchronous = FULL");
    try {
      this.database.pragma("wal_checkpoint(TRUNCATE)");
    } finally {
      this.database.pragma("synchronous = OFF");
    }
    this.synced = this.writes.count;
    this.checkpointed = this.writes.count;
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
  }

  private kick(): void {
    if (this.running || this.waiters.length === 0) return;
    this.running = true;
    const mark = this.writes.count;
    let synced: Promise<void>;
    try {
      synced = this.syncer.sync(this.wal());
    } catch (error) {
      synced = Promise.reject(error);
    }
    synced.then(
      () => {
        this.running = false;
        this.synced = Math.max(this.synced, mark);
        const pending = this.waiters;
        this.waiters = pending.filter((w) => w.mark > mark);
        for (const waiter of pending) if (waiter.mark <= mark) waiter.resolve();
        this.checkpointIfLarge();
        this.kick();
      },
      (error: unknown) => {
        this.running = false;
        for (const waiter of this.waiters.splice(0)) waiter.reject(error);
      },
    );
  }

  /** The WAL file descriptor, opened once (SQLite keeps the file while the database is open). */
  private wal(): number {
    this.walFd ??= fs.openSync(`${this.file}-wal`, "r");
    return this.walFd;
  }

  private databaseFile(): number {
    this.databaseFd ??= fs.openSync(this.file, "r");
    return this.databaseFd;
  }

  /**
   * A checkpoint copies WAL pages into the database file, after which SQLite may reset the WAL and write
   * over it: so the file is synced between the copy and the reset, every so many writes. A checkpoint
   * that fails leaves the WAL as it was (every acknowledged write is still in it) and is tried again
   * after the next sync.
   */
  private checkpointIfLarge(): void {
    if (this.checkpointing || this.writes.count - this.checkpointed < CHECKPOINT_EVERY_WRITES) return;
    this.checkpointing = true;
    this.exclusive(async () => {
      const mark = this.writes.count;
      this.database.pragma("wal_checkpoint(PASSIVE)");
      await this.syncer.sync(this.databaseFile());
      // Everything is copied and synced: the next commit may write the WAL from its start again. (RESTART,
      // not TRUNCATE: cutting the file back cost 5-10 ms of the event loop each time.)
      this.database.pragma("wal_checkpoint(RESTART)");
      this.checkpointed = mark;
    })
      .catch(() => undefined)
      .finally(() => {
        this.checkpointing = false;
      });
  }

  /** Stops the sync thread and closes the WAL descriptor; the database itself is closed by its owner. */
  async close(): Promise<void> {
    await this.syncer.close();
    for (const fd of [this.walFd, this.databaseFd]) if (fd !== undefined) fs.closeSync(fd);
    this.walFd = undefined;
    this.databaseFd = undefined;
  }
}
