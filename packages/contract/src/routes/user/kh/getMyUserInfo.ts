import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/** The caller's own record, without secrets, with `permission`. */
export const getMyUserInfo = defineRoute({
  path: "user/kh/getMyUserInfo",
  input: z.object({}),
  output: ok({ userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
});
