import { z } from "zod";
import { OCR_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import {
  idCardFieldsSchema,
  idCardSideSchema,
  withImageSource,
  wordsResultSchema,
} from "../../../schemas/identity.js";
import { defineRoute } from "../../define.js";

/**
 * Reads a Chinese resident ID card (one side) with the OCR provider, on the server: from an uploaded file
 * of the caller (`fileID`) or an inline image. Answers the fields named plainly (the number in clear: the
 * caller corrects it before saving it with `user/kh/saveIdentityDocument`; nothing is stored here) and
 * Baidu's `words_result` as it came. Each call costs the OCR account money: signed-in calls count
 * against the per-IP budget too (`rate: "pub"`).
 */
export const ocrIdCard = defineRoute({
  path: "ocr/kh/idcard",
  input: withImageSource({ side: idCardSideSchema.default("front") }),
  output: ok({
    side: idCardSideSchema,
    fields: idCardFieldsSchema,
    /** Baidu's `image_status`: normal, reversed_side, non_idcard, blurred, over_exposure, ... */
    imageStatus: z.string(),
    riskType: z.string().optional(),
    words_result: wordsResultSchema,
    words_result_num: z.number().int(),
    log_id: z.union([z.number(), z.string()]).optional(),
  }),
  rate: "pub",
  budget: "ocr",
  errors: [...OCR_ERRORS],
});
