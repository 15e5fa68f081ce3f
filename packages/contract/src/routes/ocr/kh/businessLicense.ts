import { z } from "zod";
import { OCR_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import {
  businessLicenseFieldsSchema,
  withImageSource,
  wordsResultSchema,
} from "../../../schemas/identity.js";
import { defineRoute } from "../../define.js";

/**
 * Reads a business licence with the OCR provider, on the server, from an uploaded file of the caller
 * (`fileID`) or an inline image: the fields named plainly, and Baidu's `words_result` as it came. Nothing
 * is stored. Signed-in calls count against the per-IP budget too (`rate: "pub"`).
 */
export const ocrBusinessLicense = defineRoute({
  path: "ocr/kh/businessLicense",
  input: withImageSource({}),
  output: ok({
    fields: businessLicenseFieldsSchema,
    words_result: wordsResultSchema,
    words_result_num: z.number().int(),
    log_id: z.union([z.number(), z.string()]).optional(),
  }),
  rate: "pub",
  budget: "ocr",
  errors: [...OCR_ERRORS],
});
