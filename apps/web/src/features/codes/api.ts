import type { CodePurpose, RouteOutput, RouteRequest } from "@roster/contract";
import type {
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
import { callFunction } from "../../lib/request";

/** Where a code goes: a mobile number (SMS) or an e-mail address. */
export type Channel = "mobile" | "email";

/** Sends a 6-digit code for `purpose`; refusals (50303 too soon, daily caps) are alerted by the request layer. */
export const sendCode = (channel: Channel, recipient: string, purpose: CodePurpose) =>
  channel === "mobile"
    ? callFunction<RouteOutput<typeof sendSmsCode>>({
        url: "user/pub/sendSmsCode",
        data: { mobile: recipient, type: purpose } satisfies RouteRequest<typeof sendSmsCode>,
      })
    : callFunction<RouteOutput<typeof sendEmailCode>>({
        url: "user/pub/sendEmailCode",
        data: { email: recipient, type: purpose } satisfies RouteRequest<typeof sendEmailCode>,
      });

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
    ? callFunction<RouteOutput<typeof loginBySms>>({
        url: "user/pub/loginBySms",
        data: { mobile: input.recipient, code: input.code, ...extras } satisfies RouteRequest<
          typeof loginBySms
        >,
      })
    : callFunction<RouteOutput<typeof loginByEmail>>({
        url: "user/pub/loginByEmail",
        data: { email: input.recipient, code: input.code, ...extras } satisfies RouteRequest<
          typeof loginByEmail
        >,
      });
}

/** Sets a new password with a `reset-pwd` code; the server signs the account out everywhere. */
export const resetPasswordByCode = (
  channel: Channel,
  input: { recipient: string; code: string; password: string },
) =>
  channel === "mobile"
    ? callFunction<RouteOutput<typeof resetPasswordByMobile>>({
        url: "user/pub/resetPasswordByMobile",
        data: { mobile: input.recipient, code: input.code, password: input.password } satisfies RouteRequest<
          typeof resetPasswordByMobile
        >,
      })
    : callFunction<RouteOutput<typeof resetPasswordByEmail>>({
        url: "user/pub/resetPasswordByEmail",
        data: { email: input.recipient, code: input.code, password: input.password } satisfies RouteRequest<
          typeof resetPasswordByEmail
        >,
      });

/** Links a mobile or e-mail to the signed-in account with a `bind` code; the answer carries the new user. */
export const bindIdentity = (channel: Channel, input: { value: string; code: string }) =>
  channel === "mobile"
    ? callFunction<RouteOutput<typeof bindMobile>>({
        url: "user/kh/bindMobile",
        data: { mobile: input.value, code: input.code } satisfies RouteRequest<typeof bindMobile>,
      })
    : callFunction<RouteOutput<typeof bindEmail>>({
        url: "user/kh/bindEmail",
        data: { email: input.value, code: input.code } satisfies RouteRequest<typeof bindEmail>,
      });

/** Removes the account's mobile or e-mail with an `unbind` code sent to it. */
export const unbindIdentity = (channel: Channel, input: { value: string; code: string }) =>
  channel === "mobile"
    ? callFunction<RouteOutput<typeof unbindMobile>>({
        url: "user/kh/unbindMobile",
        data: { mobile: input.value, code: input.code } satisfies RouteRequest<typeof unbindMobile>,
      })
    : callFunction<RouteOutput<typeof unbindEmail>>({
        url: "user/kh/unbindEmail",
        data: { email: input.value, code: input.code } satisfies RouteRequest<typeof unbindEmail>,
      });

/** Replaces the mobile or e-mail: an `unbind` code of the current value and a `bind` code of the new one. */
export const changeIdentity = (
  channel: Channel,
  input: { oldValue: string; oldCode: string; value: string; code: string },
) =>
  channel === "mobile"
    ? callFunction<RouteOutput<typeof bindNewMobile>>({
        url: "user/kh/bindNewMobile",
        data: {
          oldMobile: input.oldValue,
          oldMobileCode: input.oldCode,
          mobile: input.value,
          code: input.code,
        } satisfies RouteRequest<typeof bindNewMobile>,
      })
    : callFunction<RouteOutput<typeof bindNewEmail>>({
        url: "user/kh/bindNewEmail",
        data: {
          oldEmail: input.oldValue,
          oldEmailCode: input.oldCode,
          email: input.value,
          code: input.code,
        } satisfies RouteRequest<typeof bindNewEmail>,
      });
