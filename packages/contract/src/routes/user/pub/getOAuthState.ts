import { z } from "zod";
import { STATEFUL_PROVIDER_IDS } from "../../../providers/index.js";
import { ok } from "../../../schemas/envelope.js";
import { socialPlatformField } from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * Roster: a sealed OAuth `state` for a web sign-in started from Roster's own page, bound to this device
 * (`vk-device-id`) and the provider and platform, valid 10 minutes and good for one sign-in. The web keeps
 * it, puts it in the authorize URL and sends it back with the code (or link); web sign-ins require it
 * (91951), a state of another device or provider answers 91209, a used one 91952. `nonce` goes into an
 * OpenID Connect request (Sign in with Apple JS `nonce`): the identity token then carries it and belongs
 * to this state.
 * With `redirectUri`, WeChat's web and official-account sign-ins and Alipay's web sign-in (`web`, `h5`)
 * also get the `authorizeUrl` to open.
 */
export const getOAuthState = defineRoute({
  path: "user/pub/getOAuthState",
  input: z.object({
    provider: z.enum(STATEFUL_PROVIDER_IDS),
    platform: socialPlatformField,
    redirectUri: z
      .string()
      .trim()
      .max(1024)
      .regex(/^https?:\/\/\S+$/i, { message: "url" })
      .optional(),
  }),
  output: ok({
    state: z.string(),
    nonce: z.string(),
    appid: z.string(),
    expiresIn: z.number(),
    authorizeUrl: z.string().optional(),
  }),
  errors: ["socialNotConfigured"],
});
