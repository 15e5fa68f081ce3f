import { fieldMessage, type Locale, PASSWORD_PROBLEM_ERRORS, RosterError } from "@roster/contract";
import { commonPasswordSet } from "@roster/contract/validators/common-password-set";
import {
  type PasswordOwner,
  type PasswordPolicyName,
  passwordProblem,
  STRONG_PASSWORD_LENGTH,
} from "@roster/contract/validators/password-policy";

/**
 * What the check reads of the services: the configured policy. Written out, not as `Services`, because
 * config.ts checks ADMIN_PASSWORD with this module before any service exists (and must not import them).
 */
interface PolicyHolder {
  readonly config: { readonly accountRules: { readonly passwordPolicy: PasswordPolicyName } };
}

/** Where a new password came from: the input field (named in the answer) and the caller's language. */
export interface PasswordSource {
  field: string;
  locale: Locale;
}

/**
 * The one check of a new password, called by every route that sets one before anything is written:
 * the configured policy (PASSWORD_POLICY, validators/password-policy.ts) against `owner`, the account the
 * password is for. `legacy` answers -1 with the seed's message, as its schema did; `strong` answers the
 * 914xx error of the first problem. Both carry `key`, the field, so that a form can show it inline.
 */
export function assertNewPassword(
  svc: PolicyHolder,
  password: string,
  owner: PasswordOwner,
  source: PasswordSource,
): void {
  const refusal = newPasswordRefusal(svc.config.accountRules.passwordPolicy, password, owner, source);
  if (refusal) throw refusal;
}

/**
 * What {@link assertNewPassword} throws for `password` under `policy`, or undefined when it may be set;
 * also the check of the first administrator's ADMIN_PASSWORD at start-up (config.ts), before any service.
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
