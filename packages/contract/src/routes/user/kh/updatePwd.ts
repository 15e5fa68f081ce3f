import { z } from "zod";
import { NEW_PASSWORD_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import { newPasswordField, passwordField } from "../../../schemas/fields.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Changes the password; a wrong old one answers 40202 and counts in the sign-in lockout of the account and
 * IP (10103 once it is used up); 10104 when another change won meanwhile. Success signs out every session
 * and answers the caller's fresh userInfo.
 */
export const updatePwd = defineRoute({
  path: "user/kh/updatePwd",
  input: z.object({ oldPassword: passwordField, newPassword: newPasswordField }),
  output: ok({ userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
  errors: [
    ...NEW_PASSWORD_ERRORS,
    "invalidOldPassword",
    "userNotExist",
    "updatePasswordDisabled",
    "passwordErrorExceedLimit",
    "credentialsChanged",
  ],
});
