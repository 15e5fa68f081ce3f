import { createPublicKey, type KeyObject } from "node:crypto";
import { objectOf, providerCall, stringField } from "./http.js";

/** How a {@link JwksCache} fetches and keeps keys. */
export interface JwksOptions {
  /** Display key of the provider in errors (apple, huawei). */
  provider: string;
  url: string;
  timeoutMs: number;
  /** Keys older than this are fetched again before use (Apple: about a day). */
  maxAgeMs: number;
  /** An unknown `kid` refetches the set at most this often (a forged kid cannot make Roster hammer the host). */
  refetchCooldownMs: number;
  now: () => number;
}

/**
 * An identity provider's JSON Web Key Set (RSA signing keys by `kid`): fetched on first use, kept for
 * `maxAgeMs`, fetched again when a token names an unknown `kid` (key rotation), at most once per
 * `refetchCooldownMs` (also after a failed fetch), with one fetch in flight however many sign-ins wait.
 */
export class JwksCache {
  private keys = new Map<string, KeyObject>();
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private attemptedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | undefined;
  /** How many times the set was fetched (tests read it). */
  fetches = 0;

  constructor(private readonly options: JwksOptions) {}

  /**
   * The RSA public key with this `kid`, or undefined when the provider does not publish it. A failed
   * fetch keeps the keys already known (a known kid still verifies) and counts for the cool-down.
   */
  async key(kid: string): Promise<KeyObject | undefined> {
    const now = this.options.now();
    const stale = now - this.fetchedAt >= this.options.maxAgeMs;
    const mayFetch = this.pending !== undefined || now - this.attemptedAt >= this.options.refetchCooldownMs;
    if ((stale || !this.keys.has(kid)) && mayFetch) {
      try {
        await this.refresh();
      } catch (error) {
        if (!this.keys.has(kid)) throw error;
      }
    }
    return this.keys.get(kid);
  }

  private refresh(): Promise<void> {
    this.pending ??= this.load().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async load(): Promise<void> {
    this.fetches++;
    this.attemptedAt = this.options.now();
    const answer = await providerCall(
      this.options.provider,
      this.options.url,
      { method: "GET" },
      this.options.timeoutMs,
    );
    const list = objectOf(answer.json)?.keys;
    if (answer.status !== 200 || !Array.isArray(list)) return;
    const keys = new Map<string, KeyObject>();
    for (const item of list) {
      const jwk = objectOf(item);
      const kid = stringField(jwk, "kid");
      if (!jwk || !kid || jwk.kty !== "RSA" || (jwk.use !== undefined && jwk.use !== "sig")) continue;
      try {
        keys.set(
          kid,
          createPublicKey({ key: { kty: "RSA", n: String(jwk.n), e: String(jwk.e) }, format: "jwk" }),
        );
      } catch {
        // A malformed key is skipped; tokens naming it fail as unknown.
      }
    }
    this.keys = keys;
    this.fetchedAt = this.options.now();
  }
}
