import { z } from "zod";
import { VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import { mobileField, verifyCodeField } from "../../../schemas/fields.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Removes the account's mobile with an `unbind` code sent to it. Not the account's mobile 70101; refused
 * with 70102 when no other way to sign in would remain (username + password, or a confirmed e-mail).
 */
export const unbindMobile = defineRoute({
  path: "user/kh/unbindMobile",
  input: z.object({ mobile: mobileField, code: verifyCodeField }),
  output: ok({ userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
  errors: [...VERIFY_CODE_ERRORS, "unbindMobileFailed", "unbindMobileLastSignIn"],
});
