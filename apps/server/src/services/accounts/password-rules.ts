import type { PasswordOwner, PasswordPolicyName } from "@roster/contract/validators/password-policy";
import { newPasswordRefusal, type PasswordSource } from "@roster/contract/validators/password-refusal";

export type { PasswordSource } from "@roster/contract/validators/password-refusal";

/**
 * What the check reads of the services: the configured policy (kept narrow: tests build one).
 */
interface PolicyHolder {
  readonly config: { readonly accountRules: { readonly passwordPolicy: PasswordPolicyName } };
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
