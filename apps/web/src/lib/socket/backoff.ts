/** How long to wait before reconnect attempts: doubling from `baseMs`, at most `maxMs`. */
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

/** One second, doubling, at most 30 s: a server restart is retried at once, an outage is not hammered. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 30_000 };

/**
 * The wait before reconnect attempt `attempt` (0 for the first): the capped exponential delay, of which
 * a random half is taken off ("equal jitter"), so that the clients a server restart dropped do not all
 * come back in the same instant.
 */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
