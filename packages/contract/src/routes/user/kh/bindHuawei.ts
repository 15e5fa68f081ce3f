import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import {
  oauthStateField,
  SOCIAL_BIND_ERRORS,
  socialAppidField,
  socialCodeField,
  socialPlatformField,
} from "../../../schemas/social.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Links a Huawei account to the caller (reference §7.3) by a fresh Account Kit `code`; `clientId` or
 * `appid` picks the client. Already bound: code 1; bound to another account (or its UnionID is): code 1,
 * never moved.
 * A link from the web (`web`, `h5`, `h5-weixin`) needs the `state` of user/pub/getOAuthState: 91951
 * without it, 91209 from another device, 91952 when used before.
 */
export const bindHuawei = defineRoute({
  path: "user/kh/bindHuawei",
  input: z.object({
    code: socialCodeField,
    clientId: socialAppidField.optional(),
    appid: socialAppidField.optional(),
    platform: socialPlatformField.optional(),
    state: oauthStateField.optional(),
  }),
  output: ok({
    openid: z.string(),
    unionid: z.string().optional(),
    encryptedKey: z.string().optional(),
    userInfo: userInfoSchema,
    needUpdateUserInfo: z.literal(true),
  }),
  refreshesUser: true,
  budget: "platformSignIn",
  errors: [...SOCIAL_BIND_ERRORS, "huaweiAccountFailed", "huaweiIdTokenInvalid"],
});
