import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import {
  oauthStateField,
  SOCIAL_CREDENTIAL_ERRORS,
  socialAppidField,
  socialCodeField,
  socialPlatformField,
} from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * Exchanges a Huawei Account Kit code for its OpenID and UnionID (outside-protocols §5) without signing in (reference §7.2). No token or key of the
 * provider is answered.
 */
export const code2SessionHuawei = defineRoute({
  path: "user/pub/code2SessionHuawei",
  input: z.object({
    code: socialCodeField,
    appid: socialAppidField.optional(),
    clientId: socialAppidField.optional(),
    platform: socialPlatformField.optional(),
    state: oauthStateField.optional(),
  }),
  output: ok({
    openid: z.string(),
    unionid: z.string().optional(),
    appid: z.string(),
    platform: z.string(),
    encryptedKey: z.string().optional(),
  }),
  budget: "platformSignIn",
  errors: [...SOCIAL_CREDENTIAL_ERRORS, "huaweiAccountFailed", "huaweiIdTokenInvalid"],
});
