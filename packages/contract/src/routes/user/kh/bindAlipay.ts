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
 * Links an Alipay account to the caller (reference §7.3) by a fresh auth `code`. Already bound for this
 * app: code 1; an Alipay account bound to another account is never moved: 60402.
 * A link from the web (`web`, `h5`, `h5-weixin`) needs the `state` of user/pub/getOAuthState: 91951
 * without it, 91209 from another device, 91952 when used before.
 */
export const bindAlipay = defineRoute({
  path: "user/kh/bindAlipay",
  input: z.object({
    code: socialCodeField,
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
  errors: [
    ...SOCIAL_BIND_ERRORS,
    "alipayBound",
    "alipayCodeInvalid",
    "alipayAccountFailed",
    "alipayResponseUnverified",
  ],
});
