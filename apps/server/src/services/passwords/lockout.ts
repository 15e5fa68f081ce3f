import type { DialectName } from "../../db/connect.js";
import type { Db } from "../../db/types.js";
import type { Clock } from "../../lib/clock.js";
import { KeyedGate } from "../../lib/keyed-gate.js";
import type { Config } from "../../settings/config.js";
import { type AttemptLedger, keyId, LocalLedger, lockEnd, SharedLedger } from "./lockout-ledgers.js";
import type { AttemptKey } from "./lockout-repository.js";
import type { PasswordCheck } from "./passwords.js";

/**
 * Password lockout per account and client IP (DESIGN §5, reference §5.4) that holds under parallel guesses.
 * A sign-in name no account has is counted the same way, per name and IP (see accounts.ts).
 *
 * Every check of a password first reserves a place: at most LOGIN_LOCK_LIMIT per account and IP for failures
 * and checks in flight together. Without one the call answers 10103 and the hash is never run, so however
 * many guesses arrive at once, at most LOGIN_LOCK_LIMIT of them are checked until the window
 * (LOGIN_LOCK_SECONDS after the last failure) has passed.
 * - A wrong password keeps its place: it is a counted failure.
 * - A right password gives its place back. It clears the earlier failures too (as upstream removes the IP's
 *   entry) only when it overlapped no other attempt on that account and IP: none in flight when it began,
 *   none made or refused while it was checked. A right password inside a burst of guesses therefore never
 *   frees a place a guess has used.
 * Beyond LOGIN_LOCK_LIMIT checks of one key at once, callers in this process wait for a place rather than
 * being refused, so that parallel right passwords (many tabs, a load test) are slowed, not locked out.
 *
 * On SQLite (one process by design) the places are counted in memory and only failures are written; on
 * PostgreSQL every process shares one counter, reserved by an atomic upsert before the hash.
 */
export class LoginAttempts {
  private readonly gate = new KeyedGate();

  constructor(
    private readonly ledger: AttemptLedger,
    private readonly limit: number,
    private readonly lockEnd: (key: AttemptKey) => Promise<number | undefined> = async () => undefined,
  ) {}

  /**
   * Runs `check` within the budget of `key`; "locked" without running it when there is no place. A wrong
   * password answers how many checks the key has left before the lock (`triesLeft`).
   */
  async check(key: AttemptKey, check: () => Promise<PasswordCheck>): Promise<LimitedCheck | "locked"> {
    return this.gate.run(keyId(key), this.limit, async () => {
      const slot = await this.ledger.reserve(key);
      if (!slot) return "locked";
      let result: PasswordCheck | undefined;
      try {
        result = await check();
      } finally {
        if (result?.ok) await this.ledger.succeed(key, slot);
        else {
          const used = await this.ledger.fail(key, slot);
          if (result) result = { ...result, triesLeft: Math.max(0, this.limit - used) } as LimitedCheck;
        }
      }
      return result;
    });
  }

  /** When the lock of a refused `key` ends (ms), from its last stored failure; undefined when unknown. */
  lockedUntil(key: AttemptKey): Promise<number | undefined> {
    return this.lockEnd(key);
  }
}

/** A password check within the lockout: a wrong one also says how many checks remain before the lock. */
export type LimitedCheck = PasswordCheck & { triesLeft?: number };

/** The lockout of this database: in-memory places on SQLite, a shared counter on PostgreSQL. */
export function createLoginAttempts(
  dialect: DialectName,
  db: Db,
  clock: Clock,
  lockout: Config["lockout"],
): LoginAttempts {
  const ledger =
    dialect === "sqlite" ? new LocalLedger(db, clock, lockout) : new SharedLedger(db, clock, lockout);
  return new LoginAttempts(ledger, lockout.limit, (key) => lockEnd(db, key, lockout));
}
