import { z } from "zod";
import { VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import { mobileField, verifyCodeField } from "../../../schemas/fields.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Binds a confirmed mobile with a `bind` code. Confirmed on another account 60101; an account that already
 * has a confirmed mobile changes it with bindNewMobile (60102), never by overwriting.
 */
export const bindMobile = defineRoute({
  path: "user/kh/bindMobile",
  input: z.object({ mobile: mobileField, code: verifyCodeField }),
  output: ok({ mobile: z.string(), userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
  errors: [...VERIFY_CODE_ERRORS, "mobileBound", "mobileAlreadySet"],
});
