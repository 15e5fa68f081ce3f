import type { CodePurpose } from "@roster/contract";
import {
  bindEmail,
  bindMobile,
  bindNewEmail,
  bindNewMobile,
  loginByEmail,
  loginBySms,
  resetPasswordByEmail,
  resetPasswordByMobile,
  sendEmailCode,
  sendSmsCode,
  unbindEmail,
  unbindMobile,
} from "@roster/contract/routes";
import { callRoute } from "../../lib/request";

/** Where a code goes: a mobile number (SMS) or an e-mail address. */
export type Channel = "mobile" | "email";

/** Sends a 6-digit code for `purpose`; refusals (50303 too soon, daily caps) are alerted by the request layer. */
export const sendCode = (channel: Channel, recipient: string, purpose: CodePurpose) =>
  channel === "mobile"
    ? callRoute(sendSmsCode, { mobile: recipient, type: purpose })
    : callRoute(sendEmailCode, { email: recipient, type: purpose });

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

/** Links a mobile or e-mail to the signed-in account with a `bind` code; the answer carries the new user. */
export const bindIdentity = (channel: Channel, input: { value: string; code: string }) =>
  channel === "mobile"
    ? callRoute(bindMobile, { mobile: input.value, code: input.code })
    : callRoute(bindEmail, { email: input.value, code: input.code });

/** Removes the account's mobile or e-mail with an `unbind` code sent to it. */
export const unbindIdentity = (channel: Channel, input: { value: string; code: string }) =>
  channel === "mobile"
    ? callRoute(unbindMobile, { mobile: input.value, code: input.code })
    : callRoute(unbindEmail, { email: input.value, code: input.code });

/** Replaces the mobile or e-mail: an `unbind` code of the current value and a `bind` code of the new one. */
export const changeIdentity = (
  channel: Channel,
  input: { oldValue: string; oldCode: string; value: string; code: string },
) =>
  channel === "mobile"
    ? callRoute(bindNewMobile, {
        oldMobile: input.oldValue,
        oldMobileCode: input.oldCode,
        mobile: input.value,
        code: input.code,
      })
    : callRoute(bindNewEmail, {
        oldEmail: input.oldValue,
        oldEmailCode: input.oldCode,
        email: input.value,
        code: input.code,
      });
