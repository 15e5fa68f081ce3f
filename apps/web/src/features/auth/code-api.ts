import * as ERROR_CODES from "@roster/contract/errors/codes";
import {
  loginByEmail,
  loginBySms,
  resetPasswordByEmail,
  resetPasswordByMobile,
} from "@roster/contract/routes";
import { callRoute, type RouteCallOptions } from "../../lib/request";
import type { Channel } from "../codes/api";

/** What signing in by code sends. */
export interface CodeSignIn {
  recipient: string;
  code: string;
}

/**
 * The answers of a valid code for a mobile or e-mail without an account, with a `registerTicket`
 * (mobileAccountNotExists, emailAccountNotExists).
 */
export const NO_ACCOUNT_CODES: ReadonlySet<number> = new Set([
  ERROR_CODES.mobileAccountNotExists,
  ERROR_CODES.emailAccountNotExists,
]);

/**
 * Signs in with a code of purpose `login`, as `type: "login"`: a mobile or e-mail without an account is
 * refused with {@link NO_ACCOUNT_CODES} and a sign-up ticket, never signed up silently. Quiet: every
 * refusal is the form's to handle. The request layer saves the token and the user.
 */
export function signInByCode(channel: Channel, input: CodeSignIn) {
  const options = { needAlert: false };
  return channel === "mobile"
    ? callRoute(loginBySms, { mobile: input.recipient, code: input.code, type: "login" }, options)
    : callRoute(loginByEmail, { email: input.recipient, code: input.code, type: "login" }, options);
}

/** Sets a new password with a `reset-pwd` code; the server signs the account out everywhere. */
export const resetPasswordByCode = (
  channel: Channel,
  input: { recipient: string; code: string; password: string },
  options: RouteCallOptions = {},
) =>
  channel === "mobile"
    ? callRoute(
        resetPasswordByMobile,
        { mobile: input.recipient, code: input.code, password: input.password },
        options,
      )
    : callRoute(
        resetPasswordByEmail,
        { email: input.recipient, code: input.code, password: input.password },
        options,
      );
