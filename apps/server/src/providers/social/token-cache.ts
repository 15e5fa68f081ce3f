import type { Clock } from "../../services/core/clock.js";
import type { RedisLink } from "../../services/core/redis-link.js";

/** A fetched app access token and its lifetime in seconds, as the provider gave them. */
export interface FetchedToken {
  token: string;
  expiresIn: number;
}

/** Tokens are dropped this long before the provider's expiry (outside-protocols §1.3: `expires_in − 300`). */
const EARLY_SECONDS = 300;
const REDIS_PREFIX = "roster:social:token:";

/**
 * App access tokens (WeChat, QQ, Douyin) cached per provider and appid. Concurrent callers of one key share
 * one fetch (single flight); with Redis (`REDIS_URL`) the token is shared by every process and a short
 * Redis lock makes one process fetch while the others wait for its value. If Redis is down the process
 * keeps its own cache. `drop` forgets a token the provider refused (then the caller retries once).
 */
export class AppTokenCache {
  private readonly memory = new Map<string, { token: string; expiresAt: number }>();
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly clock: Clock,
    private readonly redis?: RedisLink,
  ) {}

  /** The cached token of `key`, or one fetched by `fetcher` (once, however many callers ask at once). */
  async get(key: string, fetcher: () => Promise<FetchedToken>): Promise<string> {
    const cached = this.memory.get(key);
    if (cached && cached.expiresAt > this.clock.now()) return cached.token;
    const running = this.inFlight.get(key);
    if (running) return running;
    const flight = this.load(key, fetcher).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, flight);
    return flight;
  }

  /** Forgets the token of `key` here and in Redis. */
  async drop(key: string): Promise<void> {
    this.memory.delete(key);
    if (this.redis?.isUp) await this.redis.client.del(REDIS_PREFIX + key).catch(() => undefined);
  }

  private async load(key: string, fetcher: () => Promise<FetchedToken>): Promise<string> {
    const shared = await this.readShared(key);
    if (shared) return this.remember(key, shared.token, shared.ttlMs);
    const locked = await this.lockShared(key);
    if (locked === false) {
      // Another process is fetching: wait for its value a little, else fetch ourselves.
      for (let i = 0; i < 20; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const value = await this.readShared(key);
        if (value) return this.remember(key, value.token, value.ttlMs);
      }
    }
    const fetched = await fetcher();
    const ttlMs = Math.max(fetched.expiresIn - EARLY_SECONDS, 30) * 1000;
    if (this.redis?.isUp) {
      await this.redis.client.set(REDIS_PREFIX + key, fetched.token, "PX", ttlMs).catch(() => undefined);
      await this.redis.client.del(`${REDIS_PREFIX}${key}:lock`).catch(() => undefined);
    }
    return this.remember(key, fetched.token, ttlMs);
  }

  private remember(key: string, token: string, ttlMs: number): string {
    this.memory.set(key, { token, expiresAt: this.clock.now() + ttlMs });
    return token;
  }

  private async readShared(key: string): Promise<{ token: string; ttlMs: number } | undefined> {
    if (!this.redis?.isUp) return undefined;
    try {
      const [token, ttlMs] = await Promise.all([
        this.redis.client.get(REDIS_PREFIX + key),
        this.redis.client.pttl(REDIS_PREFIX + key),
      ]);
      return token && ttlMs > 0 ? { token, ttlMs } : undefined;
    } catch {
      return undefined;
    }
  }

  /** true: this process fetches; false: another one is; undefined: no Redis. */
  private async lockShared(key: string): Promise<boolean | undefined> {
    if (!this.redis?.isUp) return undefined;
    try {
      return (await this.redis.client.set(`${REDIS_PREFIX}${key}:lock`, "1", "PX", 10_000, "NX")) === "OK";
    } catch {
      return undefined;
    }
  }
}
