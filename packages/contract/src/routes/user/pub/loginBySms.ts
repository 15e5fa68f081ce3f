import { z } from "zod";
import { VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { inviteCodeField, loginTypeField } from "../../../schemas/codes.js";
import { mobileField, newPasswordField, verifyCodeField } from "../../../schemas/fields.js";
import { loginResultSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Signs in, or registers, with a mobile and its code (purpose = `type`, or `login` when omitted). An
 * existing account with `type: "register"` answers 10201, a new one with `type: "login"` 10202. A new
 * account gets the confirmed mobile, the optional password and the inviter of `inviteCode` (10203 when the
 * invite code matches no one; checked before the code is used). Code refusals: 50202 wrong, 50204 expired,
 * 50205 used, 50206 too many tries, 50207 sent for another purpose.
 */
export const loginBySms = defineRoute({
  path: "user/pub/loginBySms",
  input: z.object({
    mobile: mobileField,
    code: verifyCodeField,
    type: loginTypeField.optional(),
    password: newPasswordField.optional(),
    inviteCode: inviteCodeField.optional(),
  }),
  output: loginResultSchema.extend({ mobile: z.string() }),
  refreshesUser: true,
  audit: false,
  encrypted: false,
  rate: "pub",
  permission: "none",
  backOffice: false,
  acceptsUid: false,
  requiresValidToken: false,
  errors: [
    ...VERIFY_CODE_ERRORS,
    "mobileAccountExists",
    "mobileAccountNotExists",
    "registerInviteCodeInvalid",
    "accountBanned",
    "accountClosed",
    "inviteCodeFailed",
    "userNotExist",
    "credentialsChanged",
  ],
});
