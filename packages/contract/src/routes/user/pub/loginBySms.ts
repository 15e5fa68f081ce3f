import { z } from "zod";
import { NEW_PASSWORD_ERRORS, VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { inviteCodeField, loginTypeField } from "../../../schemas/codes.js";
import { mobileField, newPasswordField, verifyCodeField } from "../../../schemas/fields.js";
import { acceptedTermsField } from "../../../schemas/sign-up.js";
import { loginResultSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Signs in, or registers, with a mobile and its code (purpose = `type`, or `login` when omitted). An
 * existing account with `type: "register"` answers 10201, a new one with `type: "login"` 10202. A new
 * account gets the confirmed mobile, the optional password and the inviter of `inviteCode` (10203 when the
 * invite code matches no one; checked before the code is used). Code refusals: 50202 wrong, 50204 expired,
 * 50205 used, 50206 too many tries, 50207 sent for another purpose. Roster: the 10202 of a valid code
 * carries `registerTicket`, with which `register` makes the account once the person chose a username and
 * accepted the terms (Roster's web asks `type: "login"`; omitting `type` keeps upstream's silent sign-up).
 * A new account's password follows the policy; `acceptedTerms` as in `register`.
 */
export const loginBySms = defineRoute({
  path: "user/pub/loginBySms",
  input: z.object({
    mobile: mobileField,
    code: verifyCodeField,
    type: loginTypeField.optional(),
    password: newPasswordField.optional(),
    acceptedTerms: acceptedTermsField.optional(),
    inviteCode: inviteCodeField.optional(),
  }),
  output: loginResultSchema.extend({ mobile: z.string() }),
  refreshesUser: true,
  opensSession: "signIn",
  errors: [
    ...VERIFY_CODE_ERRORS,
    ...NEW_PASSWORD_ERRORS,
    "consentRequired",
    "termsVersionOutdated",
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
