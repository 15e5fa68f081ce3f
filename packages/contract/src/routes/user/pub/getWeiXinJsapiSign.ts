import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { SOCIAL_PROVIDER_ERRORS, socialAppidField } from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * The WeChat JS-SDK config of a page (reference §7.2, outside-protocols §1.5): signature = SHA-1 of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` with the official account's cached jsapi_ticket.
 */
export const getWeiXinJsapiSign = defineRoute({
  path: "user/pub/getWeiXinJsapiSign",
  input: z.object({
    url: z
      .string()
      .trim()
      .max(2048)
      .regex(/^https?:\/\/\S+$/i, { message: "url" }),
    appid: socialAppidField.optional(),
  }),
  output: ok({
    url: z.string(),
    appid: z.string(),
    config: z.object({
      appId: z.string(),
      timestamp: z.string(),
      nonceStr: z.string(),
      signature: z.string(),
    }),
  }),
  budget: "platformSignIn",
  errors: [...SOCIAL_PROVIDER_ERRORS],
});
