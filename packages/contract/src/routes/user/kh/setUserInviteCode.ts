import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/** Gives the caller an invite code, or answers the one they have with "无需重复设置" (already set). */
export const setUserInviteCode = defineRoute({
  path: "user/kh/setUserInviteCode",
  input: z.object({}),
  output: ok({ myInviteCode: z.string(), userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
  errors: ["inviteCodeFailed"],
});
