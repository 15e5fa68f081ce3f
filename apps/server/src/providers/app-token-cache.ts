import { createHash } from "node:crypto";
import type { Clock } from "../lib/clock.js";
import type { RedisLink } from "../lib/redis-link.js";

/** A fresh app token and how long it may be used. */
export interface FetchedToken {
  token: string;
  lifetimeMs: number;
}

interface Entry {
  token: string;
  expiresAt: number;
}

/**
 * How long a token given with `expires_in` seconds is used: dropped 300 s before the provider's expiry
 * (outside-protocols §1.3: `expires_in − 300`), kept at least 30 s; `fallbackSeconds` when the provider
 * gave no usable number.
 */
export function lifetimeOf(expiresIn: unknown, fallbackSeconds = 7200): number {
  const given = Number(expiresIn);
  const seconds = Number.isFinite(given) && given > 0 ? given : fallbackSeconds;
  return Math.max(seconds - 300, 30) * 1000;
}

/** Deletes the key only while it still holds the token that failed (another process may have renewed it). */
const DROP_IF_SAME = `
local v = redis.call('GET', KEYS[1])
if v and cjson.decode(v).token == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** How long a process waits for another one's fetch before fetching itself (20 × 100 ms). */
const WAIT_ROUNDS = 20;
const WAIT_MS = 100;
const LOCK_MS = 10_000;

/**
 * The app access tokens of outside providers (WeChat, QQ, Douyin, Baidu AI; also WeChat's jsapi ticket),
 * one per key, fetched once and reused until they expire. With Redis (`REDIS_URL`) a token is shared by
 * every process and a short Redis lock makes one process fetch while the others wait for its value (some
 * providers revoke the previous token on a new fetch, and all of them count fetches); while Redis is down
 * each process keeps its own. Concurrent callers of one process share a single fetch. `drop` forgets a
 * token the provider refused, only if no newer one replaced it, so the next `get` fetches a new one. Redis
 * keys are a hash of the cache key, which never holds a secret in clear.
 */
export class AppTokenCache {
  private readonly memory = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly clock: Clock,
    private readonly redis?: RedisLink,
  ) {}

  /** A token of `key` valid now: the cached one, or one fetched by `fetcher` (once for every concurrent caller). */
  async get(key: string, fetcher: () => Promise<FetchedToken>): Promise<string> {
    const cached = this.memory.get(key);
    if (cached && cached.expiresAt > this.clock.now()) return cached.token;
    const running = this.inFlight.get(key);
    if (running) return running;
    const flight = this.load(key, fetcher).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, flight);
    return flight;
  }

  /** Forgets `token` of `key` (the provider said it is invalid or expired), unless a newer one replaced it. */
  async drop(key: string, token: string): Promise<void> {
    if (this.memory.get(key)?.token === token) this.memory.delete(key);
    if (!this.redis?.isUp) return;
    try {
      await this.redis.client.eval(DROP_IF_SAME, 1, redisKey(key), token);
    } catch {
      // Redis went away: its entry expires by itself, and the next refusal drops it again.
    }
  }

  /**
   * Runs `send` with the token of `key`; when `refused` says the provider turned that token down, drops it
   * and runs `send` once more with a fresh one. The second answer is the caller's to read.
   */
  async withToken<T>(
    key: string,
    fetcher: () => Promise<FetchedToken>,
    send: (token: string) => Promise<T>,
    refused: (answer: T) => boolean,
  ): Promise<T> {
    const token = await this.get(key, fetcher);
    const answer = await send(token);
    if (!refused(answer)) return answer;
    await this.drop(key, token);
    return send(await this.get(key, fetcher));
  }

  private async load(key: string, fetcher: () => Promise<FetchedToken>): Promise<string> {
    const shared = await this.readShared(key);
    if (shared) return this.remember(key, shared);
    if ((await this.lockShared(key)) === false) {
      for (let round = 0; round < WAIT_ROUNDS; round++) {
        await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
        const value = await this.readShared(key);
        if (value) return this.remember(key, value);
      }
    }
    const fetched = await fetcher();
    const entry: Entry = {
      token: fetched.token,
      expiresAt: this.clock.now() + Math.max(1000, Math.floor(fetched.lifetimeMs)),
    };
    if (this.redis?.isUp) {
      try {
        await this.redis.client.set(
          redisKey(key),
          JSON.stringify(entry),
          "PX",
          entry.expiresAt - this.clock.now(),
        );
        await this.redis.client.del(lockKey(key));
      } catch {
        // Kept in this process's memory; the lock expires by itself.
      }
    }
    return this.remember(key, entry);
  }

  private remember(key: string, entry: Entry): string {
    this.memory.set(key, entry);
    return entry.token;
  }

  /** The shared entry: an entry, null when Redis has none, undefined when there is no Redis to ask. */
  private async readShared(key: string): Promise<Entry | null | undefined> {
    if (!this.redis?.isUp) return undefined;
    try {
      const raw = await this.redis.client.get(redisKey(key));
      if (!raw) return null;
      const entry = JSON.parse(raw) as Partial<Entry>;
      return typeof entry.token === "string" &&
        typeof entry.expiresAt === "number" &&
        entry.expiresAt > this.clock.now()
        ? { token: entry.token, expiresAt: entry.expiresAt }
        : null;
    } catch {
      return undefined;
    }
  }

  /** true: this process fetches; false: another one is; undefined: no Redis. */
  private async lockShared(key: string): Promise<boolean | undefined> {
    if (!this.redis?.isUp) return undefined;
    try {
      return (await this.redis.client.set(lockKey(key), "1", "PX", LOCK_MS, "NX")) === "OK";
    } catch {
      return undefined;
    }
  }
}

const hashed = (key: string) => createHash("sha256").update(key).digest("hex").slice(0, 32);
const redisKey = (key: string) => `roster:app-token:${hashed(key)}`;
const lockKey = (key: string) => `roster:app-token:${hashed(key)}:lock`;
