import type { CodePurpose } from "@roster/contract";
import { sendEmailCode, sendSmsCode } from "@roster/contract/routes";
import { callRoute, type RouteCallOptions } from "../../lib/request";

/** Where a code goes: a mobile number (SMS) or an e-mail address. */
export type Channel = "mobile" | "email";

/**
 * Sends a 6-digit code for `purpose`. Quiet: its refusals (50303 too soon, daily caps, a wrong number) are
 * the form's to show, under the field the code goes to.
 */
export const sendCode = (channel: Channel, recipient: string, purpose: CodePurpose) => {
  const options: RouteCallOptions = { needAlert: false };
  return channel === "mobile"
    ? callRoute(sendSmsCode, { mobile: recipient, type: purpose }, options)
    : callRoute(sendEmailCode, { email: recipient, type: purpose }, options);
};
