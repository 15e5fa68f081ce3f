import { BUDGET_SPENT_ERRORS, type BudgetName, RosterError } from "@roster/contract";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { RedisLink } from "../../lib/redis-link.js";
import { noteSpend } from "../../lib/spend-meter.js";
import type { BudgetSettings, BudgetWindow } from "../../settings/budgets.js";

/** Who pays for a call: the account (when one is known) and the client IP (when one is known). */
export interface BudgetPayer {
  readonly account?: string | undefined;
  readonly ip?: string | undefined;
}

const SECONDS: Record<BudgetWindow["per"], number> = { minute: 60, day: 86_400 };

/**
 * The call budgets (contract BUDGETS, limits from settings/budgets.ts): fixed windows per budget, payer kind
 * (account, IP) and window, counted in this process's memory or, with REDIS_URL, in Redis for every
 * process (this process's memory stands in while Redis is down, as for the rate limits). Each spend counts
 * once in every window of every payer, refused ones too: hammering a spent budget earns nothing.
 */
export class CallBudgets {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly settings: BudgetSettings,
    private readonly redis?: RedisLink,
  ) {}

  /**
   * Spends one call of `name` by `payer`: the account's windows first, then the IP's. Throws
   * `budgetMinuteSpent` (or `budgetDaySpent`) with `retryAfter` seconds and the budget's name in the body
   * once a window is spent.
   */
  async spend(name: BudgetName, payer: BudgetPayer): Promise<void> {
    noteSpend({ kind: "budget", budget: name });
    const limits = this.settings[name];
    const payers = [
      ["account", payer.account, limits.perAccount],
      ["ip", payer.ip, limits.perIp],
    ] as const;
    for (const [kind, id, windows] of payers) {
      if (!id) continue;
      for (const window of windows) {
        const limiter = this.limiter(`${name}:${kind}:${window.per}`, window);
        try {
          await limiter.consume(id);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          throw spent(name, window, refusal.msBeforeNext);
        }
      }
    }
  }

  /**
   * Like {@link spend}, for a service that does without the spend rather than fail (a notice that is not
   * sent): whether the budget admitted it.
   */
  async admits(name: BudgetName, payer: BudgetPayer): Promise<boolean> {
    try {
      await this.spend(name, payer);
      return true;
    } catch (error) {
      if (error instanceof RosterError && BUDGET_SPENT_ERRORS.includes(error.errorName)) return false;
      throw error;
    }
  }

  private limiter(key: string, window: BudgetWindow): RateLimiterAbstract {
    let limiter = this.limiters.get(key);
    if (limiter) return limiter;
    const options = { points: window.points, duration: SECONDS[window.per] };
    const memory = new RateLimiterMemory({ ...options, keyPrefix: `roster-budget:${key}` });
    limiter = this.redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: this.redis.client,
          keyPrefix: `roster-budget:${key}`,
          insuranceLimiter: memory,
          rejectIfRedisNotReady: true,
        })
      : memory;
    this.limiters.set(key, limiter);
    return limiter;
  }
}

/** The refusal of a spent window: when to come back, in the window's unit and in seconds. */
function spent(name: BudgetName, window: BudgetWindow, msBeforeNext: number): RosterError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const extra = { retryAfter: seconds, budget: name };
  return window.per === "minute"
    ? new RosterError("budgetMinuteSpent", { seconds }, extra)
    : new RosterError("budgetDaySpent", { hours: Math.max(1, Math.ceil(seconds / 3600)) }, extra);
}
