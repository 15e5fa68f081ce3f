import { z } from "zod";
import { NEW_PASSWORD_ERRORS, VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import { newPasswordField, verifyCodeField } from "../../../schemas/fields.js";
import { defineRoute } from "../../define.js";

/**
 * Sets a password on an account that has none (one made by SMS code). Never a default password: an
 * account that already has one needs a fresh `reset-pwd` code sent to its confirmed mobile or e-mail
 * (without `code` it answers 40203). Success signs out every session.
 */
export const resetPwd = defineRoute({
  path: "user/kh/resetPwd",
  input: z.object({ password: newPasswordField, code: verifyCodeField.optional() }),
  output: ok({}),
  errors: [
    ...NEW_PASSWORD_ERRORS,
    ...VERIFY_CODE_ERRORS,
    "passwordAlreadySet",
    "updatePasswordDisabled",
    "credentialsChanged",
  ],
});
