import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { plainString, requiredText, text } from "../../../schemas/fields.js";
import { uploadTargetSchema } from "../../../schemas/files.js";
import { defineRoute } from "../../define.js";

/**
 * A signed upload target for one file, valid 60 s: POST `formData` then the file (part `file`) to
 * `uploadUrl`, then call `file/kh/reportUpload {fileID}`. The size counts against the caller's quota from
 * now; a target never reported is swept. `cloudPath` (optional) names the file under the caller's folder.
 */
export const getUploadTarget = defineRoute({
  path: "file/kh/getUploadTarget",
  input: z.object({
    name: requiredText(255),
    size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    contentType: text(255).optional(),
    cloudPath: plainString().max(1024).optional(),
    category_id: text(64).optional(),
  }),
  output: ok(uploadTargetSchema.shape),
  errors: [
    "fileTooLarge",
    "fileTypeNotAllowed",
    "fileExtensionTooLong",
    "cloudPathInvalid",
    "uploadQuotaExceeded",
    "storageUnavailable",
  ],
});
