import { z } from "zod";
import { ok } from "../../../../../schemas/envelope.js";
import { nicknameField, text } from "../../../../../schemas/fields.js";
import {
  CONTENT_CHECK_ERRORS,
  checkContentField,
  checkResultSchema,
} from "../../../../../schemas/openapi.js";
import { socialAppidField } from "../../../../../schemas/social.js";
import { defineRoute } from "../../../../define.js";

/**
 * WeChat's text check (`wxa/msg_sec_check` version 2, outside-protocols §1.7) of the mini-program app, for
 * the caller's own openid in it (WeChat checks text per user: an account without a linked WeChat
 * mini-program identity gets 91820). A verdict other than `pass` answers 91810 with WeChat's label.
 */
export const openapiWeixinMsgSecCheck = defineRoute({
  path: "template/openapi/weixin/kh/msgSecCheck",
  input: z.object({
    content: checkContentField,
    /** 1 profile, 2 comment, 3 forum, 4 social log. */
    scene: z.number().int().min(1).max(4).default(3),
    title: text(100).optional(),
    nickname: nicknameField.optional(),
    signature: text(100).optional(),
    appid: socialAppidField.optional(),
  }),
  output: ok({ result: checkResultSchema }),
  // Each call spends the app's quota at the platform: signed-in calls count against the per-IP budget too.
  rate: "pub",
  budget: "contentCheck",
  errors: [...CONTENT_CHECK_ERRORS, "openapiIdentityRequired"],
});
