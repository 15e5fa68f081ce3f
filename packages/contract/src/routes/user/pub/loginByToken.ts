import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { loginResultSchema, userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Daily sign-in with a long-lived token: a fresh token at most once per day (UTC+8); otherwise
 * `{code: 0, msg: "already signed in today", userInfo, needUpdateUserInfo}`.
 */
export const loginByToken = defineRoute({
  path: "user/pub/loginByToken",
  input: z.object({}),
  output: z.union([loginResultSchema, ok({ userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) })]),
  refreshesUser: true,
  errors: ["checkTokenFailed", "tokenExpired", "tokenNotExist", "accountBanned", "accountClosed"],
});
