import { createHmac, timingSafeEqual } from "node:crypto";
import type { LegacySecret } from "../../settings/config.js";
import { HashThreads } from "./hash-threads.js";

/** argon2id cost parameters. */
export interface HashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** DESIGN §5: argon2id, m 19456 KiB, t 2, p 1. */
export const DEFAULT_HASH_COST: HashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Prefix of imported upstream hashes: `vk-hmac-sha1:<secret version>:<hex>`. */
const LEGACY_PREFIX = "vk-hmac-sha1:";
const ARGON2ID = 2;

/** The result of checking a password. */
export interface PasswordCheck {
  ok: boolean;
  /** The stored hash is of an older kind or cost; store a fresh one. */
  rehash: boolean;
}

/**
 * Hashes and checks passwords with argon2id on threads of their own (never on the event loop, never on
 * libuv's pool: see hash-threads.ts).
 * Unknown accounts are checked against a dummy hash so that they cost the same time.
 */
export class Passwords {
  private dummy: Promise<string> | undefined;

  constructor(
    private readonly cost: HashCost = DEFAULT_HASH_COST,
    private readonly legacySecrets: readonly LegacySecret[] = [],
    private readonly threads: HashThreads = new HashThreads(),
  ) {}

  /** The PHC string of `password`. */
  hash(password: string): Promise<string> {
    return this.threads.hash(password, { algorithm: ARGON2ID, ...this.cost });
  }

  /** Stops the hash threads (a check still waiting is refused). */
  close(): Promise<void> {
    return this.threads.close();
  }

  /** Checks `password` against `stored`; a missing hash still costs one verification. */
  async check(stored: string | null | undefined, password: string): Promise<PasswordCheck> {
    if (!stored) {
      await this.verifyDummy(password);
      return { ok: false, rehash: false };
    }
    if (stored.startsWith(LEGACY_PREFIX)) {
      // An HMAC takes microseconds: without the argon2id cost an imported account would answer a wrong
      // password far sooner than a name no account has, and so be told apart.
      await this.verifyDummy(password);
      return { ok: this.checkLegacy(stored, password), rehash: true };
    }
    const ok = await this.threads.verify(stored, password);
    return { ok, rehash: ok && !this.isCurrent(stored) };
  }

  /** One argon2id verification of a dummy hash with the current cost: the price of a real check. */
  private async verifyDummy(password: string): Promise<void> {
    this.dummy ??= this.hash("roster-dummy-password");
    await this.threads.verify(await this.dummy, password);
  }

  private isCurrent(stored: string): boolean {
    const { memoryCost: m, timeCost: t, parallelism: p } = this.cost;
    return stored.startsWith(`$argon2id$v=19$m=${m},t=${t},p=${p}$`);
  }

  /** Upstream uni-id: hex(HMAC-SHA1(secret of that version, password.trim())). */
  private checkLegacy(stored: string, password: string): boolean {
    const [, versionText, hex] = stored.split(":");
    const version = Number(versionText);
    const secret =
      this.legacySecrets.find((s) => s.version === version) ??
      (Number.isNaN(version) ? [...this.legacySecrets].sort((a, b) => a.version - b.version)[0] : undefined);
    if (!secret || !hex) return false;
    const expected = Buffer.from(hex, "hex");
    const actual = createHmac("sha1", secret.value).update(password.trim()).digest();
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
