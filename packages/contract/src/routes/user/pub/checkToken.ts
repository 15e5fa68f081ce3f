import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { uniTokenSchema, userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/** Checks the token: uid, roles, permissions and the user without secrets (30202-30204 otherwise). */
export const checkToken = defineRoute({
  path: "user/pub/checkToken",
  input: z.object({}),
  output: ok({
    uid: z.string(),
    role: z.array(z.string()),
    permission: z.array(z.string()),
    userInfo: userInfoSchema,
    vk_uni_token: uniTokenSchema.optional(),
  }),
  errors: ["checkTokenFailed", "tokenExpired", "tokenNotExist", "accountBanned", "accountClosed"],
});
