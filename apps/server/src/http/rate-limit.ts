import type { RateBucket } from "@roster/contract";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { RedisLink } from "../lib/redis-link.js";

/** The buckets: the routes' (RATE_BUCKETS), and `gateway` for the cloud-space gateways' own calls. */
export type LimiterBucket = RateBucket | "gateway";

/** The answer of the limiter: whether the call may run, and when to come back if not. */
export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Call budgets per client and rate bucket (DESIGN §5; each contract names its bucket in `rate`). */
export interface CallLimiter {
  /**
   * Counts one call from `bucket` by the client at `ip` against its budget for the current minute and
   * says whether it may run. Refused calls count too, so that hammering does not earn more calls.
   */
  admit(bucket: LimiterBucket, ip: string): Promise<Admission>;
}

const WINDOW_SECONDS = 60;

/**
 * `perMinute` calls a minute per client IP and rate bucket (pub, kh, sys), in this process's memory, or
 * shared through Redis when a link is given. While Redis is unreachable the in-process counters stand
 * in (the link logs the outage). Undefined when `perMinute` is 0 (no limit).
 */
export function createCallLimiter(perMinute: number, redis?: RedisLink): CallLimiter | undefined {
  if (perMinute === 0) return undefined;
  const memory = new RateLimiterMemory({ points: perMinute, duration: WINDOW_SECONDS });
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix: "roster-rl",
        points: perMinute,
        duration: WINDOW_SECONDS,
        insuranceLimiter: memory,
        rejectIfRedisNotReady: true,
      })
    : memory;
  return {
    async admit(bucket, ip) {
      try {
        await limiter.consume(`${bucket}:${ip}`);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
