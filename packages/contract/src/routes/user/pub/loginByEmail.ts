import { z } from "zod";
import { NEW_PASSWORD_ERRORS, VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { loginTypeField } from "../../../schemas/codes.js";
import { emailField, newPasswordField, verifyCodeField } from "../../../schemas/fields.js";
import { acceptedTermsField } from "../../../schemas/sign-up.js";
import { loginResultSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Signs in, or registers, with an e-mail address and its code (purpose = `type`, or `login`). Existing
 * account with `type: "register"` 10301, new one with `type: "login"` 10302 (with `registerTicket` after a
 * valid code); code refusals, password and `acceptedTerms` as loginBySms.
 */
export const loginByEmail = defineRoute({
  path: "user/pub/loginByEmail",
  input: z.object({
    email: emailField,
    code: verifyCodeField,
    type: loginTypeField.optional(),
    password: newPasswordField.optional(),
    acceptedTerms: acceptedTermsField.optional(),
  }),
  output: loginResultSchema.extend({ email: z.string() }),
  refreshesUser: true,
  opensSession: "signIn",
  errors: [
    ...VERIFY_CODE_ERRORS,
    ...NEW_PASSWORD_ERRORS,
    "consentRequired",
    "termsVersionOutdated",
    "emailAccountExists",
    "emailAccountNotExists",
    "accountBanned",
    "accountClosed",
    "inviteCodeFailed",
    "userNotExist",
    "credentialsChanged",
  ],
});
