import { z } from "zod";
import { ok } from "../../../../../schemas/envelope.js";
import {
  CONTENT_CHECK_ERRORS,
  checkContentField,
  checkResultSchema,
} from "../../../../../schemas/openapi.js";
import { socialAppidField } from "../../../../../schemas/social.js";
import { defineRoute } from "../../../../define.js";

/** Douyin's text check (`api/v2/tags/text/antidirt`, outside-protocols §4); a hit answers 91810. */
export const openapiDouyinMsgSecCheck = defineRoute({
  path: "template/openapi/douyin/kh/msgSecCheck",
  input: z.object({ content: checkContentField, appid: socialAppidField.optional() }),
  output: ok({ result: checkResultSchema }),
  // Each call spends the app's quota at the platform: signed-in calls count against the per-IP budget too.
  rate: "pub",
  budget: "contentCheck",
  errors: [...CONTENT_CHECK_ERRORS],
});
