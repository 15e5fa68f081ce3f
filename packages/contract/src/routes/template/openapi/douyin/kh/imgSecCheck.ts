import { ok } from "../../../../../schemas/envelope.js";
import { checkResultSchema, IMAGE_CHECK_ERRORS, imageCheckInput } from "../../../../../schemas/openapi.js";
import { defineRoute } from "../../../../define.js";

/**
 * Douyin's image check (`api/apps/censor/image` with `image_data`, outside-protocols §4) of the mini-program app: an inline image (`base64`) or an uploaded file of the caller
 * (`fileID`, up to 1 MB). A flagged image answers 91810.
 */
export const openapiDouyinImgSecCheck = defineRoute({
  path: "template/openapi/douyin/kh/imgSecCheck",
  input: imageCheckInput,
  output: ok({ result: checkResultSchema }),
  // Each call spends the app's quota at the platform: signed-in calls count against the per-IP budget too.
  rate: "pub",
  budget: "contentCheck",
  errors: [...IMAGE_CHECK_ERRORS],
});
