import type { Locale } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import { registerTexts, type TFunction } from "../../i18n";
import { signInRefusalTexts } from "../../i18n/groups/sign-in-refusal";
import { formatDateTime } from "../../lib/dates";
import type { CallError } from "../../lib/request";
import { type InlineErrors, showRefusal } from "../form/server-errors";

registerTexts(signInRefusalTexts);

/**
 * Sign-in refusals shown under a field (`wrongCredentials` is the server's one answer of an unknown account
 * or a wrong password, issue 27; with LOGIN_UPSTREAM_CODES=1 its code is upstream's "wrong password", and
 * `userNotExist` says the account is unknown): an unknown account (upstream's answer) under the account, a lock
 * under the password. A wrong account or password concerns both, so it is the form's own message.
 */
export const SIGN_IN_ERRORS: Readonly<Record<number, string>> = {
  [ERROR_CODES.userNotExist]: "username",
  [ERROR_CODES.passwordErrorExceedLimit]: "password",
};

/**
 * The server's message, plus what a person needs next: how many tries remain before the lock after a wrong
 * account or password (`triesLeft`), and until when a lock lasts (`lockedUntil`), in the viewer's time zone.
 */
export function describeSignInRefusal(error: CallError, t: TFunction, locale: Locale): string | undefined {
  const body = error.body ?? {};
  if (error.code === ERROR_CODES.wrongCredentials && typeof body.triesLeft === "number") {
    return t("signInRefusal.triesLeft", { msg: error.msg, count: body.triesLeft });
  }
  if (error.code === ERROR_CODES.passwordErrorExceedLimit && typeof body.lockedUntil === "number") {
    const time = formatDateTime(body.lockedUntil, locale);
    return t("signInRefusal.lockedUntil", { msg: error.msg, time });
  }
  return undefined;
}

/**
 * Shows a sign-in refusal under its field, or as the form's message (a wrong account or password, a
 * disabled account) when it names none.
 */
export function showSignInRefusal(error: unknown, form: InlineErrors, t: TFunction, locale: Locale): void {
  showRefusal(error, {
    ...form,
    codes: SIGN_IN_ERRORS,
    describe: (refusal) => describeSignInRefusal(refusal, t, locale),
  });
}
