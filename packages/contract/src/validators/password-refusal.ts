import { PASSWORD_PROBLEM_ERRORS } from "../errors/account-rule-errors.js";
import { RosterError } from "../errors/roster-error.js";
import type { Locale } from "../i18n/texts.js";
import { fieldMessage } from "../schemas/issues.js";
import { commonPasswordSet } from "./common-password-set.js";
import {
  type PasswordOwner,
  type PasswordPolicyName,
  passwordProblem,
  STRONG_PASSWORD_LENGTH,
} from "./password-policy.js";

/** Where a new password came from: the input field (named in the answer) and the caller's language. */
export interface PasswordSource {
  field: string;
  locale: Locale;
}

/**
 * The refusal of a new `password` under `policy` (PASSWORD_POLICY) for `owner`, the account it is for, or
 * undefined when it may be set: `legacy` answers -1 with the seed's message, as its schema did; `strong`
 * the 914xx error of the first problem. Both carry `key`, the field, so that a form can show it inline.
 * The server's one check of new passwords (services/accounts/password-rules.ts) and of the first
 * administrator's ADMIN_PASSWORD at start-up, before any service exists.
 */
export function newPasswordRefusal(
  policy: PasswordPolicyName,
  password: string,
  owner: PasswordOwner,
  source: PasswordSource,
): RosterError | undefined {
  const problem = passwordProblem(password, policy, owner, commonPasswordSet());
  if (problem === undefined) return undefined;
  if (problem === "legacyRule") {
    const { key, message } = fieldMessage("password", [source.field], source.locale);
    return new RosterError("validation", { message }, { type: "validator", key });
  }
  return new RosterError(PASSWORD_PROBLEM_ERRORS[problem], STRONG_PASSWORD_LENGTH, { key: source.field });
}
