import { z } from "zod";
import { VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import { emailField, verifyCodeField } from "../../../schemas/fields.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Binds a confirmed e-mail with a `bind` code. Confirmed on another account 60201; an account that already
 * has a confirmed e-mail changes it with bindNewEmail (60202).
 */
export const bindEmail = defineRoute({
  path: "user/kh/bindEmail",
  input: z.object({ email: emailField, code: verifyCodeField }),
  output: ok({ email: z.string(), userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
  errors: [...VERIFY_CODE_ERRORS, "emailBound", "emailAlreadySet"],
});
