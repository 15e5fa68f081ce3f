import { z } from "zod";
import type { ErrorName } from "../errors/catalogue.js";
import { LIMITS } from "../limits.js";
import { plainString } from "./fields.js";
import { SOCIAL_PROVIDER_ERRORS, socialAppidField } from "./social.js";

/** The largest image the platforms check (WeChat, QQ: `media` ≤ 1 MB); clients refuse bigger ones. */
export const OPENAPI_IMAGE_MAX_BYTES = 1024 * 1024;
/**
 * The largest image sent inline (`base64`), decoded: its base64 must fit the router's JSON body limit
 * (LIMITS.bodyLimitBytes). Larger images up to {@link OPENAPI_IMAGE_MAX_BYTES} go by `fileID`.
 */
export const OPENAPI_INLINE_IMAGE_MAX_BYTES = LIMITS.ocrImageMaxBytes;

/** Text sent to a content check: WeChat takes at most 2,500 characters. */
export const checkContentField = plainString().trim().min(1, { message: "required" }).max(2500);

/**
 * An image check's input: `base64` (a data URL or bare base64, at most the inline limit once decoded) or
 * `fileID` (an uploaded file of the caller, at most 1 MB); exactly one of them.
 */
export const imageCheckInput = z
  .object({
    base64: plainString()
      .max(Math.ceil(OPENAPI_IMAGE_MAX_BYTES / 3) * 4 + 64)
      .optional(),
    fileID: plainString().trim().min(1).max(LIMITS.urlMaxLength).optional(),
    appid: socialAppidField.optional(),
  })
  .refine((v) => v.base64 !== undefined || v.fileID !== undefined, {
    message: "required",
    path: ["base64"],
  })
  .refine((v) => v.base64 === undefined || v.fileID === undefined, { message: "invalid", path: ["fileID"] });

/** What a passed check answers: the platform's verdict, as far as it gives one. */
export const checkResultSchema = z.object({
  /** `pass` (the only answer a success carries; others are 91810). */
  suggest: z.string(),
  /** WeChat's label (100 = normal); absent for QQ and Douyin. */
  label: z.number().optional(),
  /** WeChat's trace id, Douyin's log id. */
  trace_id: z.string().optional(),
});

/** What a content check may answer besides success. */
export const CONTENT_CHECK_ERRORS = [
  ...SOCIAL_PROVIDER_ERRORS,
  "openapiContentRisky",
  "openapiCheckFailed",
] as const satisfies readonly ErrorName[];

/** What an image check may answer besides success. */
export const IMAGE_CHECK_ERRORS = [
  ...CONTENT_CHECK_ERRORS,
  "openapiImageInvalid",
  "openapiImageTooLarge",
  "fileNotExist",
  "fileTooLarge",
] as const satisfies readonly ErrorName[];
