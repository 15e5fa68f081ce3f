import { createHash } from "node:crypto";
import type { Clock } from "../services/core/clock.js";
import type { RedisLink } from "../services/core/redis-link.js";

/** A fresh app token and how long it may be used. */
export interface FetchedToken {
  token: string;
  lifetimeMs: number;
}

interface Entry {
  token: string;
  expiresAt: number;
}

/** Deletes the key only while it still holds the token that failed (another process may have renewed it). */
const DROP_IF_SAME = `
local v = redis.call('GET', KEYS[1])
if v and cjson.decode(v).token == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * An app access token of an outside provider (Baidu AI, ...), fetched once and reused until it expires:
 * in Redis when a link is given (shared by every process; this process's memory while Redis is down),
 * in memory otherwise. Concurrent callers of one process share a single fetch. `drop` forgets a token the
 * provider called invalid, so the next `get` fetches a new one. The cache key is a hash of `identity`
 * (the app's public id), never a secret.
 */
export class AppTokenCache {
  private memory: Entry | undefined;
  private inflight: Promise<string> | undefined;
  private readonly key: string;

  constructor(
    identity: string,
    private readonly fetchToken: () => Promise<FetchedToken>,
    private readonly clock: Clock,
    private readonly redis?: RedisLink,
  ) {
    this.key = `roster:app-token:${createHash("sha256").update(identity).digest("hex").slice(0, 32)}`;
  }

  /** A token valid now: the cached one, or a new one (one fetch for every concurrent caller). */
  async get(): Promise<string> {
    const cached = await this.read();
    if (cached) return cached;
    this.inflight ??= this.renew().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  /** Forgets `token` (the provider said it is invalid or expired), unless a newer one replaced it. */
  async drop(token: string): Promise<void> {
    if (this.memory?.token === token) this.memory = undefined;
    if (this.redis?.isUp) {
      try {
        await this.redis.client.eval(DROP_IF_SAME, 1, this.key, token);
      } catch {
        // Redis went away: its entry expires by itself, and the next 110 drops it again.
      }
    }
  }

  private async read(): Promise<string | undefined> {
    const now = this.clock.now();
    if (this.redis?.isUp) {
      try {
        const raw = await this.redis.client.get(this.key);
        const entry = raw ? (JSON.parse(raw) as Entry) : undefined;
        if (entry && entry.expiresAt > now) return entry.token;
        return undefined;
      } catch {
        // Unreachable: this process's memory answers instead.
      }
    }
    return this.memory && this.memory.expiresAt > now ? this.memory.token : undefined;
  }

  private async renew(): Promise<string> {
    const fetched = await this.fetchToken();
    const lifetimeMs = Math.max(1000, Math.floor(fetched.lifetimeMs));
    const entry: Entry = { token: fetched.token, expiresAt: this.clock.now() + lifetimeMs };
    this.memory = entry;
    if (this.redis?.isUp) {
      try {
        await this.redis.client.set(this.key, JSON.stringify(entry), "PX", lifetimeMs);
      } catch {
        // Kept in memory; another process fetches its own (Baidu's new tokens do not revoke old ones).
      }
    }
    return entry.token;
  }
}
