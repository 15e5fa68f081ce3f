import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import {
  encryptedKeyField,
  oauthStateField,
  SOCIAL_BIND_ERRORS,
  socialAppidField,
  socialCodeField,
  socialPlatformField,
} from "../../../schemas/social.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Links a QQ account to the caller (reference §7.3): a fresh `code` (or the app's `accessToken`), or the `encryptedKey` of a
 * recent code2SessionQQ. Already bound for this app: code 1 "请勿重复绑定"; a QQ account (or unionid)
 * bound to another account is never moved: 60502 "…请先解绑".
 * A link from the web (`web`, `h5`, `h5-weixin`) needs the `state` of user/pub/getOAuthState: 91951
 * without it, 91209 from another device, 91952 when used before.
 */
export const bindQQ = defineRoute({
  path: "user/kh/bindQQ",
  input: z.object({
    code: socialCodeField.optional(),
    encryptedKey: encryptedKeyField.optional(),
    appid: socialAppidField.optional(),
    platform: socialPlatformField.optional(),
    accessToken: socialCodeField.optional(),
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
  errors: [...SOCIAL_BIND_ERRORS, "qqBound", "socialClientMismatch"],
});
