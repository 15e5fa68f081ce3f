import { z } from "zod";
import { FINISH_UPLOAD_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import { requiredText, text, urlField } from "../../../schemas/fields.js";
import { fileIdField, fileRecordSchema } from "../../../schemas/files.js";
import { defineRoute } from "../../define.js";

/**
 * Keeps an upload record (reference §7.3, §6.4) for a file uploaded elsewhere. A `file_id` naming one of
 * the caller's own Roster upload targets (the `extStorage` flow) is checked and finished as
 * `file/kh/reportUpload` does; any other is recorded as the client describes it.
 */
export const addUploadRecord = defineRoute({
  path: "user/kh/addUploadRecord",
  input: z.object({
    url: urlField,
    name: text(255).optional(),
    size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    file_id: fileIdField,
    provider: requiredText(64),
    category_id: text(64).nullish(),
    width: z.number().min(0).max(1_000_000).optional(),
    height: z.number().min(0).max(1_000_000).optional(),
    orientation: text(32).optional(),
    duration: z.number().min(0).max(1_000_000_000).optional(),
  }),
  output: ok({ file: fileRecordSchema }),
  errors: [...FINISH_UPLOAD_ERRORS],
});
