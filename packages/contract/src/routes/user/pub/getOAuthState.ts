import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import {
  encryptedKeyField,
  phoneLoginInput,
  SOCIAL_BIND_ERRORS,
  SOCIAL_LOGIN_ERRORS,
  SOCIAL_PHONE_ERRORS,
  SOCIAL_PROVIDER_ERRORS,
  socialAppidField,
  socialCodeField,
  socialLoginInput,
  socialLoginOutput,
  socialPlatformField,
} from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * Roster: a sealed OAuth `state` for a web sign-in started from Roster's own page, bound to this device
 * (`vk-device-id`) and the provider and platform, valid 10 minutes. The web keeps it, puts it in the
 * authorize URL and sends it back with the code; a state of another device or provider answers 91209.
 * For a platform with a web flow it also names the consent page (`authorizeUrl`, from the configured
 * WEIXIN_OPEN_ENDPOINT / ALIPAY_AUTH_ENDPOINT) and the appid to send there.
 */
export const getOAuthState = defineRoute({
  path: "user/pub/getOAuthState",
  input: z.object({
    provider: z.enum(["weixin", "qq", "douyin", "alipay", "huawei", "apple"]),
    platform: socialPlatformField,
  }),
  output: ok({
    state: z.string(),
    appid: z.string(),
    expiresIn: z.number(),
    /** The provider's consent page for this platform's web flow (WeChat QR / official account, Alipay). */
    authorizeUrl: z.string().optional(),
  }),
  refreshesUser: false,
  audit: false,
  encrypted: false,
  rate: "pub",
  permission: "none",
  backOffice: false,
  acceptsUid: false,
  requiresValidToken: false,
  errors: ["socialNotConfigured"],
});
