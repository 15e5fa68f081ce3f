import { z } from "zod";
import { ok } from "../../../../../schemas/envelope.js";
import { SOCIAL_PROVIDER_ERRORS, socialAppidField } from "../../../../../schemas/social.js";
import { defineRoute } from "../../../../define.js";

/**
 * Sends the configured subscribe message (`cgi-bin/message/subscribe/send`, outside-protocols §1.8:
 * OPENAPI_WEIXIN_TEMPLATE_ID with its data and page) to the caller's own openid in the mini-program,
 * never to another person's. 91830 without a template, 91820 without a linked mini-program identity,
 * 91831 when the caller has not accepted the message in the mini-program.
 */
export const openapiWeixinSendMessage = defineRoute({
  path: "template/openapi/weixin/kh/sendMessage",
  input: z.object({ appid: socialAppidField.optional() }),
  output: ok({ msgid: z.union([z.string(), z.number()]).optional() }),
  // Each call spends the app's quota at the platform: signed-in calls count against the per-IP budget too.
  rate: "pub",
  budget: "platformMessage",
  errors: [
    ...SOCIAL_PROVIDER_ERRORS,
    "openapiIdentityRequired",
    "openapiTemplateNotConfigured",
    "openapiNotSubscribed",
    "openapiSendFailed",
  ],
});
