import { BUDGET_NAMES, type BudgetName, budgetSettingNames } from "@roster/contract";
import { z } from "zod";

/**
 * The limits of the call budgets (issue 27; the names live in the contract's BUDGETS): a fragment of the
 * environment schema that config.ts spreads into its own. Each budget has two settings, per account and per
 * client IP, each `none` or a comma-separated list of `<calls>/minute` and `<calls>/day`.
 */

/** Calls a budget admits in one window (a fixed minute or day, from the first call of the window). */
export interface BudgetWindow {
  readonly points: number;
  readonly per: "minute" | "day";
}

/** A budget's limits: an empty list is no limit (the budget is still declared and noted). */
export interface BudgetLimits {
  readonly perAccount: readonly BudgetWindow[];
  readonly perIp: readonly BudgetWindow[];
}

/** Every budget's limits, by name. */
export type BudgetSettings = Readonly<Record<BudgetName, BudgetLimits>>;

/**
 * The defaults: far above what one person does with the app (a few codes or scans a day), low enough that
 * a script cannot spend the operator's quota. `verificationCode` has no daily limit per IP: that rule is
 * CODE_IP_DAILY_CAP, kept by the code service with the daily caps per recipient.
 */
const DEFAULTS: Readonly<Record<BudgetName, { perAccount: string; perIp: string }>> = {
  miniProgramCode: { perAccount: "20/minute,200/day", perIp: "60/minute,1000/day" },
  platformSignIn: { perAccount: "30/minute,300/day", perIp: "60/minute,2000/day" },
  phoneNumber: { perAccount: "5/minute,20/day", perIp: "20/minute,200/day" },
  contentCheck: { perAccount: "30/minute,1000/day", perIp: "120/minute,5000/day" },
  platformMessage: { perAccount: "10/minute,100/day", perIp: "30/minute,500/day" },
  ocr: { perAccount: "10/minute,100/day", perIp: "30/minute,300/day" },
  verificationCode: { perAccount: "5/minute,50/day", perIp: "10/minute" },
  signInNotice: { perAccount: "10/day", perIp: "none" },
};

const WINDOW = /^(\d{1,9})\/(minute|day)$/;

/** `none`, or `N/minute`, `N/day` or both (each window once), N at least 1. */
const limits = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): BudgetWindow[] => {
      const text = (raw ?? "").trim() || fallback;
      if (text === "none") return [];
      const windows = text.split(",").map((part) => WINDOW.exec(part.trim()));
      const pers = windows.map((w) => w?.[2]);
      if (windows.some((w) => !w || Number(w[1]) < 1) || new Set(pers).size !== pers.length) {
        ctx.addIssue({
          code: "custom",
          message: 'must be "none" or calls per window like "20/minute,200/day" (each window once)',
        });
        return z.NEVER;
      }
      return windows.map((w) => ({ points: Number(w![1]), per: w![2] as BudgetWindow["per"] }));
    });

/** The variables of this fragment, for `z.object({...ENV, ...BUDGET_ENV})`. */
export const BUDGET_ENV = Object.fromEntries(
  BUDGET_NAMES.flatMap((name) => {
    const names = budgetSettingNames(name);
    return [
      [names.perAccount, limits(DEFAULTS[name].perAccount)],
      [names.perIp, limits(DEFAULTS[name].perIp)],
    ];
  }),
) as Record<string, ReturnType<typeof limits>>;

/** The typed limits of every budget, from the parsed environment. */
export function budgetSettings(e: Record<string, unknown>): BudgetSettings {
  return Object.fromEntries(
    BUDGET_NAMES.map((name) => {
      const names = budgetSettingNames(name);
      return [name, { perAccount: e[names.perAccount], perIp: e[names.perIp] } as BudgetLimits];
    }),
  ) as unknown as BudgetSettings;
}

/** The environment that lifts every budget (tests that are not about budgets, benchmarks). */
export const NO_BUDGETS: Readonly<Record<string, string>> = Object.fromEntries(
  BUDGET_NAMES.flatMap((name) => Object.values(budgetSettingNames(name)).map((v) => [v, "none"])),
);
