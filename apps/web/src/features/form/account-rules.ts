import { type AccountRules, type Locale, localize } from "@roster/contract";
import { ACCOUNT_RULE_ERRORS, PASSWORD_PROBLEM_ERRORS } from "@roster/contract/errors/account-rule-errors";
import { getAccountRules } from "@roster/contract/routes";
import {
  type CommonPasswords,
  type PasswordOwner,
  type PasswordStrength,
  passwordProblem,
  passwordStrength,
  STRONG_PASSWORD_LENGTH,
} from "@roster/contract/validators/password-policy";
import { useEffect, useState } from "react";
import { registerTexts } from "../../i18n";
import { accountRulesTexts } from "../../i18n/groups/account-rules";
import { callRoute } from "../../lib/request";
import { type FieldCheck, requiredCheck, ruleMessage } from "./validation";

registerTexts(accountRulesTexts);

// Until the server answers: the default policy, and no terms version to accept (the form waits).
let rulesCall: Promise<AccountRules> | undefined;
let commonLoad: Promise<CommonPasswords> | undefined;

/** The server's account rules, asked once per page load (again after a failure). */
export function loadRules(): Promise<AccountRules> {
  rulesCall ??= callRoute(getAccountRules, {}, { needAlert: false, loading: false }).then(
    ({ passwordPolicy, termsVersion, requireConsent }) => ({ passwordPolicy, termsVersion, requireConsent }),
    (error: unknown) => {
      rulesCall = undefined;
      throw error;
    },
  );
  return rulesCall;
}

/** The common-password list: its own chunk (about 65 kB gzip), loaded by the forms that set a password. */
function loadCommon(): Promise<CommonPasswords> {
  commonLoad ??= import("@roster/contract/validators/common-password-set").then((m) => m.commonPasswordSet());
  return commonLoad;
}

/** What a new-password form checks with: the rules (once known) and the common list (once loaded). */
export interface PasswordRules {
  rules: AccountRules | undefined;
  /** The check of a new password field for `owner`'s account; `optional`: empty is fine. */
  check(locale: Locale, field: string, owner?: PasswordOwner, optional?: boolean): FieldCheck;
  strength(password: string, owner?: PasswordOwner): PasswordStrength;
}

/**
 * The account rules for a form that sets a password: the same policy check as the server's (the server
 * stays the judge: its refusal shows under the field too), and the strength of what is typed. Nothing is
 * loaded until the form is `shown` (a sheet that is closed asks for nothing).
 */
export function usePasswordRules(shown = true): PasswordRules {
  const [rules, setRules] = useState<AccountRules>();
  const [common, setCommon] = useState<CommonPasswords>();
  useEffect(() => {
    if (!shown) return;
    let live = true;
    loadRules().then(
      (r) => live && setRules(r),
      () => undefined,
    );
    loadCommon().then(
      (c) => live && setCommon(() => c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shown]);
  const policy = rules?.passwordPolicy ?? "strong";
  return {
    rules,
    check:
      (locale, field, owner = {}, optional = false) =>
      (value) => {
        if (optional && value === "") return undefined;
        const required = requiredCheck(locale, field)(value);
        if (required) return required;
        const problem = passwordProblem(value, policy, owner, common);
        if (problem === undefined) return undefined;
        if (problem === "legacyRule") return ruleMessage("password", locale, field);
        return localize(
          ACCOUNT_RULE_ERRORS[PASSWORD_PROBLEM_ERRORS[problem]].messages,
          locale,
          STRONG_PASSWORD_LENGTH,
        );
      },
    strength: (password, owner = {}) => passwordStrength(password, policy, owner, common),
  };
}
