import type { Clock } from "./clock.js";
import type { RedisLink } from "./redis-link.js";

/** Ids remembered in memory at most; beyond it the oldest are forgotten first. */
const MAX_MEMORY_ENTRIES = 100_000;

/**
 * Remembers ids for a while and says whether an id is new: the anti-replay memory of encrypted calls.
 * Shared through Redis when a link is given (`SET NX PX`, atomic across processes), in this process's
 * memory otherwise and while Redis is unreachable.
 */
export class ReplayCache {
  /** id -> epoch ms until which it is remembered, in insertion order. */
  private readonly memory = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly redis?: RedisLink,
    private readonly maxEntries = MAX_MEMORY_ENTRIES,
  ) {}

  /** True the first time `id` is seen within `ttlMs`, false for every later sighting in that time. */
  async firstSighting(id: string, ttlMs: number): Promise<boolean> {
    const ttl = Math.max(1, Math.ceil(ttlMs));
    if (this.redis?.isUp) {
      try {
        return (await this.redis.client.set(`roster-replay:${id}`, "1", "PX", ttl, "NX")) === "OK";
      } catch {
        // Redis went away between the check and the call: this process remembers it instead.
      }
    }
    return this.firstInMemory(id, ttl);
  }

  private firstInMemory(id: string, ttl: number): boolean {
    const now = this.clock.now();
    const until = this.memory.get(id);
    if (until !== undefined && until > now) return false;
    this.memory.delete(id);
    this.forgetExpired(now);
    // Still full of live ids: forget the oldest, the closest to leaving the acceptance window anyway.
    while (this.memory.size >= this.maxEntries) this.memory.delete(this.memory.keys().next().value as string);
    this.memory.set(id, now + ttl);
    return true;
  }

  /** Drops expired ids from the old end (amortised constant time: each id is dropped once). */
  private forgetExpired(now: number): void {
    for (const [id, until] of this.memory) {
      if (until > now) return;
      this.memory.delete(id);
    }
  }
}
