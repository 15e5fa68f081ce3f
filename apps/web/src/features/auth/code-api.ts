import {
  loginByEmail,
  loginBySms,
  resetPasswordByEmail,
  resetPasswordByMobile,
} from "@roster/contract/routes";
import { callRoute } from "../../lib/request";
import type { Channel } from "../codes/api";

/** What signing in by code sends; `password` and `inviteCode` only count when the account is new. */
export interface CodeSignIn {
  recipient: string;
  code: string;
  password?: string;
  inviteCode?: string;
}

/**
 * Signs in with a code of purpose `login`, or registers when no account has this mobile or e-mail
 * (`type` omitted). The request layer saves the token and the user.
 */
export function signInByCode(channel: Channel, input: CodeSignIn) {
  const extras = {
    ...(input.password ? { password: input.password } : {}),
    ...(input.inviteCode && channel === "mobile" ? { inviteCode: input.inviteCode } : {}),
  };
  return channel === "mobile"
    ? callRoute(loginBySms, { mobile: input.recipient, code: input.code, ...extras })
    : callRoute(loginByEmail, { email: input.recipient, code: input.code, ...extras });
}

/** Sets a new password with a `reset-pwd` code; the server signs the account out everywhere. */
export const resetPasswordByCode = (
  channel: Channel,
  input: { recipient: string; code: string; password: string },
) =>
  channel === "mobile"
    ? callRoute(resetPasswordByMobile, {
        mobile: input.recipient,
        code: input.code,
        password: input.password,
      })
    : callRoute(resetPasswordByEmail, { email: input.recipient, code: input.code, password: input.password });
