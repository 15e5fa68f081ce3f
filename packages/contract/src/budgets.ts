/**
 * The call budgets of routes that cost the operator money or platform quota (issue 27). A contract names
 * the one it spends from in `budget`; the router counts every call of that route, once the caller is
 * authenticated and its input is valid and before its handler runs, against the budget's limits per
 * account (the caller's, when a valid token names one) and per client IP. Routes that name the same budget
 * share it: an account's mini-program codes are one allowance, whichever platform they are for.
 *
 * The limits are settings (`BUDGET_<NAME>_PER_ACCOUNT`, `BUDGET_<NAME>_PER_IP`; apps/server's
 * settings/budgets.ts holds their defaults). Budgets also serve services that spend on behalf of an account
 * that is not the caller (`signInNotice`: the new-device mail to an account's owner).
 */
export const BUDGETS = {
  /** Mini-program codes and links (WeChat scheme, URL link and code; Douyin, QQ and Alipay codes). */
  miniProgramCode: { what: "mini-program codes and links" },
  /** Code exchanges and checks with a sign-in platform (login, bind, code2Session, the JS-SDK ticket). */
  platformSignIn: { what: "exchanges with a sign-in platform" },
  /** Phone-number exchanges, which the platforms bill per call (WeChat, Douyin, Huawei, univerify). */
  phoneNumber: { what: "phone-number exchanges" },
  /** Content-security checks of texts and images (WeChat, QQ, Douyin). */
  contentCheck: { what: "content checks" },
  /** Platform messages sent to the caller (WeChat subscribe messages). */
  platformMessage: { what: "platform messages" },
  /** OCR readings (Baidu) and the OCR access token handed to clients. */
  ocr: { what: "document recognition (OCR)" },
  /** Verification codes by SMS or e-mail (also the CloudBase gateway's mails). */
  verificationCode: { what: "verification codes by SMS or e-mail" },
  /** The new-device mail to an account's owner, counted per account that receives it (not a route's). */
  signInNotice: { what: "new-device notices" },
} as const satisfies Record<string, { readonly what: string }>;

/** The name of a call budget, see {@link BUDGETS}. */
export type BudgetName = keyof typeof BUDGETS;

/** Every budget name, in catalogue order. */
export const BUDGET_NAMES = Object.keys(BUDGETS) as BudgetName[];

/** The settings that hold a budget's limits: `BUDGET_MINI_PROGRAM_CODE_PER_ACCOUNT`, `..._PER_IP`. */
export function budgetSettingNames(name: BudgetName): { perAccount: string; perIp: string } {
  const stem = `BUDGET_${name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase()}`;
  return { perAccount: `${stem}_PER_ACCOUNT`, perIp: `${stem}_PER_IP` };
}
