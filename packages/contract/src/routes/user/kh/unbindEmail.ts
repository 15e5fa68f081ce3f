import { z } from "zod";
import { VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import { emailField, verifyCodeField } from "../../../schemas/fields.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Removes the account's e-mail with an `unbind` code sent to it. Not the account's e-mail 70201; refused
 * with 70202 when no other way to sign in would remain (username + password, or a confirmed mobile).
 */
export const unbindEmail = defineRoute({
  path: "user/kh/unbindEmail",
  input: z.object({ email: emailField, code: verifyCodeField }),
  output: ok({ userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
  errors: [...VERIFY_CODE_ERRORS, "unbindEmailFailed", "unbindEmailLastSignIn"],
});
