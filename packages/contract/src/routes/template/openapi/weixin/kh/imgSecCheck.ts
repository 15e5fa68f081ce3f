import { ok } from "../../../../../schemas/envelope.js";
import { checkResultSchema, IMAGE_CHECK_ERRORS, imageCheckInput } from "../../../../../schemas/openapi.js";
import { defineRoute } from "../../../../define.js";

/**
 * WeChat's image check (`wxa/img_sec_check`, multipart `media`, outside-protocols §1.7) of the mini-program app: an inline image (`base64`) or an uploaded file of the caller
 * (`fileID`, up to 1 MB). A flagged image answers 91810.
 */
export const openapiWeixinImgSecCheck = defineRoute({
  path: "template/openapi/weixin/kh/imgSecCheck",
  input: imageCheckInput,
  output: ok({ result: checkResultSchema }),
  // Each call spends the app's quota at the platform: signed-in calls count against the per-IP budget too.
  rate: "pub",
  budget: "contentCheck",
  errors: [...IMAGE_CHECK_ERRORS],
});
