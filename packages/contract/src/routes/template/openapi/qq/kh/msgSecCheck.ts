import { z } from "zod";
import { ok } from "../../../../../schemas/envelope.js";
import {
  CONTENT_CHECK_ERRORS,
  checkContentField,
  checkResultSchema,
} from "../../../../../schemas/openapi.js";
import { socialAppidField } from "../../../../../schemas/social.js";
import { defineRoute } from "../../../../define.js";

/** QQ's text check (`api/json/security/MsgSecCheck`, outside-protocols §3); 87014 answers 91810. */
export const openapiQQMsgSecCheck = defineRoute({
  path: "template/openapi/qq/kh/msgSecCheck",
  input: z.object({ content: checkContentField, appid: socialAppidField.optional() }),
  output: ok({ result: checkResultSchema }),
  // Each call spends the app's quota at the platform: signed-in calls count against the per-IP budget too.
  rate: "pub",
  budget: "contentCheck",
  errors: [...CONTENT_CHECK_ERRORS],
});
