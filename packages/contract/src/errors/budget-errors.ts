import type { Texts } from "../i18n/texts.js";

const entry = (code: number, messages: Texts) => ({ code, messages });

/**
 * Roster's errors of the call budgets (issue 27, 92100-92149): a route that costs the operator money or
 * platform quota refused a call because its budget (per account or per client IP) is spent. Both are
 * answered with HTTP 429 and `Retry-After`; the body carries `retryAfter` (seconds) and `budget` (its
 * name). Spread into ERRORS (catalogue.ts).
 */
export const BUDGET_ERRORS = {
  /** Roster: the budget's per-minute allowance is spent; `{seconds}` until it starts again. */
  budgetMinuteSpent: entry(92100, {
    "zh-Hans": "操作过于频繁，请{seconds}秒后再试",
    "zh-Hant": "操作過於頻繁，請{seconds}秒後再試",
    en: "You are doing this too often: try again in {seconds} s",
    es: "Estás haciendo esto con demasiada frecuencia: vuelve a intentarlo en {seconds} s",
    fr: "Vous faites cela trop souvent : réessayez dans {seconds} s",
  }),
  /** Roster: the budget's daily allowance is spent; `{hours}` (rounded up) until it starts again. */
  budgetDaySpent: entry(92101, {
    "zh-Hans": "今日该操作次数已达上限，请{hours}小时后再试",
    "zh-Hant": "今日該操作次數已達上限，請{hours}小時後再試",
    en: "You have reached the daily limit for this: try again in {hours} h",
    es: "Has alcanzado el límite diario de esta acción: vuelve a intentarlo en {hours} h",
    fr: "Vous avez atteint la limite quotidienne pour cette action : réessayez dans {hours} h",
  }),
} as const;
