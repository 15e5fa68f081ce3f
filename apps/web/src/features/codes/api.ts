import type { CodePurpose } from "@roster/contract";
import { sendEmailCode, sendSmsCode } from "@roster/contract/routes";
import { callRoute } from "../../lib/request";

/** Where a code goes: a mobile number (SMS) or an e-mail address. */
export type Channel = "mobile" | "email";

/** Sends a 6-digit code for `purpose`; refusals (50303 too soon, daily caps) are alerted by the request layer. */
export const sendCode = (channel: Channel, recipient: string, purpose: CodePurpose) =>
  channel === "mobile"
    ? callRoute(sendSmsCode, { mobile: recipient, type: purpose })
    : callRoute(sendEmailCode, { email: recipient, type: purpose });
