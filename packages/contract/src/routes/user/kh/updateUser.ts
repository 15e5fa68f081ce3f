import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { freeObjectField, genderField, nicknameField, urlField } from "../../../schemas/fields.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/** Updates the given profile fields; null or empty values are ignored, as upstream. */
export const updateUser = defineRoute({
  path: "user/kh/updateUser",
  input: z.object({
    nickname: nicknameField.nullish(),
    avatar: urlField.nullish(),
    gender: genderField.nullish(),
    social_info: freeObjectField.nullish(),
  }),
  output: ok({ userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
});
