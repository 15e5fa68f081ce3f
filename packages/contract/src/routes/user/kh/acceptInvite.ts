import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { requiredText } from "../../../schemas/fields.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Makes the holder of `inviteCode` the caller's inviter, once: 80501 when the code matches no one, the
 * caller, or someone the caller invited (directly or not); 80503 when the caller has an inviter already.
 */
export const acceptInvite = defineRoute({
  path: "user/kh/acceptInvite",
  input: z.object({ inviteCode: requiredText(32) }),
  output: ok({ userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
  errors: ["invalidInviteCode", "inviteUserNotExist", "inviterNotModifiable"],
});
