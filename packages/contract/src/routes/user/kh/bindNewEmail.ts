import { z } from "zod";
import { VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import { emailField, verifyCodeField } from "../../../schemas/fields.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Changes the e-mail: an `unbind` code of the old address and a `bind` code of the new one, both checked
 * before either is used. Old address not the account's 70201; new address confirmed elsewhere 60201.
 */
export const bindNewEmail = defineRoute({
  path: "user/kh/bindNewEmail",
  input: z.object({
    oldEmail: emailField,
    oldEmailCode: verifyCodeField,
    email: emailField,
    code: verifyCodeField,
  }),
  output: ok({ email: z.string(), userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
  errors: [...VERIFY_CODE_ERRORS, "emailBound", "unbindEmailFailed"],
});
