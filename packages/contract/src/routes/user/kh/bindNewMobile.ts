import { z } from "zod";
import { VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import { mobileField, verifyCodeField } from "../../../schemas/fields.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Changes the mobile: an `unbind` code of the old number and a `bind` code of the new one, both checked
 * before either is used. Old number not the account's 70101; new number confirmed elsewhere 60101.
 */
export const bindNewMobile = defineRoute({
  path: "user/kh/bindNewMobile",
  input: z.object({
    oldMobile: mobileField,
    oldMobileCode: verifyCodeField,
    mobile: mobileField,
    code: verifyCodeField,
  }),
  output: ok({ mobile: z.string(), userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
  errors: [...VERIFY_CODE_ERRORS, "mobileBound", "unbindMobileFailed"],
});
