import { z } from "zod";
import { NEW_PASSWORD_ERRORS, VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import { emailField, newPasswordField, verifyCodeField } from "../../../schemas/fields.js";
import { defineRoute } from "../../define.js";

/**
 * Sets a new password with a `reset-pwd` code sent to the account's confirmed e-mail and signs the account
 * out everywhere. A valid code for an address no account has answers -1 "邮箱号未注册!".
 */
export const resetPasswordByEmail = defineRoute({
  path: "user/pub/resetPasswordByEmail",
  input: z.object({ email: emailField, code: verifyCodeField, password: newPasswordField }),
  output: ok({}),
  errors: [
    ...NEW_PASSWORD_ERRORS,
    ...VERIFY_CODE_ERRORS,
    "resetEmailNotRegistered",
    "accountBanned",
    "accountClosed",
    "updatePasswordDisabled",
    "credentialsChanged",
  ],
});
