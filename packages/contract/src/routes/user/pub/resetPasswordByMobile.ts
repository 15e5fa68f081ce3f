import { z } from "zod";
import { NEW_PASSWORD_ERRORS, VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import { mobileField, newPasswordField, verifyCodeField } from "../../../schemas/fields.js";
import { defineRoute } from "../../define.js";

/**
 * Sets a new password with a `reset-pwd` code sent to the account's confirmed mobile and signs the account
 * out everywhere. A valid code for a mobile no account has answers -1 "手机号未注册!".
 */
export const resetPasswordByMobile = defineRoute({
  path: "user/pub/resetPasswordByMobile",
  input: z.object({ mobile: mobileField, code: verifyCodeField, password: newPasswordField }),
  output: ok({}),
  errors: [
    ...NEW_PASSWORD_ERRORS,
    ...VERIFY_CODE_ERRORS,
    "resetMobileNotRegistered",
    "accountBanned",
    "accountClosed",
    "updatePasswordDisabled",
    "credentialsChanged",
  ],
});
