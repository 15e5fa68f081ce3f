import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { socialAppidField } from "../../../schemas/social.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Unlinks the caller's QQ accounts (reference §7.3), those of one app when `appid` is given. Not bound:
 * code 1 "无需解绑"; refused (91204) when no other way to sign in (password, confirmed mobile or e-mail,
 * another linked account) would remain.
 */
export const unbindQQ = defineRoute({
  path: "user/kh/unbindQQ",
  input: z.object({ appid: socialAppidField.optional() }),
  output: ok({ userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
  errors: ["socialNotBound", "socialUnbindLastSignIn"],
});
