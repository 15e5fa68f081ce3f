import type { Db } from "../../db/types.js";
import type { Clock } from "../../lib/clock.js";
import type { Config } from "../../settings/config.js";
import {
  type AttemptKey,
  addFailure,
  clearFailures,
  type LockWindow,
  lockedUntilOf,
  readFailures,
  reserveSlot,
  settleRight,
  settleWrong,
} from "./lockout-repository.js";

/** A reserved password check: its attempt number, and whether no other check was in flight when it began. */
export interface Slot {
  attempt: number;
  alone: boolean;
}

/** Where reservations and failures are counted: in this process (SQLite) or in the database (PostgreSQL). */
export interface AttemptLedger {
  /** A place for one check, or undefined when the failures and the checks in flight fill the budget. */
  reserve(key: AttemptKey): Promise<Slot | undefined>;
  /**
   * The check found a wrong password: its place stays taken until the window passes. Answers the places of
   * the window now used (failures and checks still in flight).
   */
  fail(key: AttemptKey, slot: Slot): Promise<number>;
  /** The check found the right password: the place is given back (and the failures cleared, see below). */
  succeed(key: AttemptKey, slot: Slot): Promise<void>;
}

/** When the lock of a refused key ends: its last failure plus the window (from the stored counter). */
export async function lockEnd(
  db: Db,
  key: AttemptKey,
  lockout: Config["lockout"],
): Promise<number | undefined> {
  return lockedUntilOf(db, key, lockout.seconds * 1000);
}

/** One string per key: an account's and a name's never meet. */
export const keyId = (key: AttemptKey): string =>
  key.userId !== undefined ? `user\n${key.userId}\n${key.ip}` : `name\n${key.name}\n${key.ip}`;

const windowOf = (clock: Clock, lockout: Config["lockout"]): LockWindow => {
  const now = clock.now();
  return { now, since: now - lockout.seconds * 1000, limit: lockout.limit };
};

/** What this process knows of one key while checks of it are under way. */
interface LocalKey {
  /** The stored failures, read when the first of the current checks began. */
  ready: Promise<void>;
  failures: number;
  lastFailureAt: number;
  inFlight: number;
  attempts: number;
  /** Calls between `reserve` and their settling; the key is forgotten at zero. */
  holders: number;
}

/**
 * The embedded database's ledger. This process is SQLite's only writer, so the checks in flight are counted
 * in memory, exactly, and a sign-in writes nothing unless a password was wrong (or clears failures). The
 * stored failures are read once per burst on a key and kept in step while it lasts.
 */
export class LocalLedger implements AttemptLedger {
  private readonly keys = new Map<string, LocalKey>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly lockout: Config["lockout"],
  ) {}

  /** See {@link AttemptLedger.reserve}. */
  async reserve(key: AttemptKey): Promise<Slot | undefined> {
    const id = keyId(key);
    const state = this.keys.get(id) ?? this.open(id, key);
    state.holders++;
    try {
      await state.ready;
    } catch (error) {
      this.leave(id, state);
      throw error;
    }
    const { since, limit } = windowOf(this.clock, this.lockout);
    if (state.lastFailureAt <= since) state.failures = 0;
    state.attempts++;
    if (state.failures + state.inFlight >= limit) {
      this.leave(id, state);
      return undefined;
    }
    const slot = { attempt: state.attempts, alone: state.inFlight === 0 };
    state.inFlight++;
    return slot;
  }

  /** See {@link AttemptLedger.fail}. */
  async fail(key: AttemptKey): Promise<number> {
    const id = keyId(key);
    const state = this.keys.get(id)!;
    const window = windowOf(this.clock, this.lockout);
    if (state.lastFailureAt <= window.since) state.failures = 0;
    state.failures++;
    state.lastFailureAt = window.now;
    state.inFlight--;
    const used = state.failures + state.inFlight;
    try {
      await addFailure(this.db, key, window);
    } finally {
      this.leave(id, state);
    }
    return used;
  }

  /** See {@link AttemptLedger.succeed}. */
  async succeed(key: AttemptKey, slot: Slot): Promise<void> {
    const id = keyId(key);
    const state = this.keys.get(id)!;
    state.inFlight--;
    if (state.lastFailureAt <= windowOf(this.clock, this.lockout).since) state.failures = 0;
    const reset = slot.alone && slot.attempt === state.attempts && state.failures > 0;
    try {
      if (reset) {
        state.failures = 0;
        await clearFailures(this.db, key);
      }
    } finally {
      this.leave(id, state);
    }
  }

  private open(id: string, key: AttemptKey): LocalKey {
    const state: LocalKey = {
      ready: Promise.resolve(),
      failures: 0,
      lastFailureAt: 0,
      inFlight: 0,
      attempts: 0,
      holders: 0,
    };
    state.ready = readFailures(this.db, key).then((stored) => {
      state.failures = stored.count;
      state.lastFailureAt = stored.lastAt;
    });
    this.keys.set(id, state);
    return state;
  }

  private leave(id: string, state: LocalKey): void {
    if (--state.holders === 0 && this.keys.get(id) === state) this.keys.delete(id);
  }
}

/**
 * PostgreSQL's ledger: one counter row per key shared by every process, reserved by an atomic upsert
 * before the hash and settled after it.
 */
export class SharedLedger implements AttemptLedger {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly lockout: Config["lockout"],
  ) {}

  /** See {@link AttemptLedger.reserve}. */
  async reserve(key: AttemptKey): Promise<Slot | undefined> {
    const row = await reserveSlot(this.db, key, windowOf(this.clock, this.lockout));
    return row && { attempt: row.attempts, alone: row.in_flight === 1 };
  }

  /** See {@link AttemptLedger.fail}. */
  async fail(key: AttemptKey): Promise<number> {
    return settleWrong(this.db, key, windowOf(this.clock, this.lockout));
  }

  /** See {@link AttemptLedger.succeed}. */
  async succeed(key: AttemptKey, slot: Slot): Promise<void> {
    await settleRight(this.db, key, slot.alone ? slot.attempt : undefined);
  }
}
