import { z } from "zod";
import { FINISH_UPLOAD_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import { fileIdField, fileRecordSchema } from "../../../schemas/files.js";
import { defineRoute } from "../../define.js";

/**
 * Finishes an upload: checks the stored object against its signed target (size, key, type) and its bytes
 * (real type; images' width, height and orientation; videos' duration), then keeps the upload record. An
 * object that fails is deleted.
 */
export const reportUpload = defineRoute({
  path: "file/kh/reportUpload",
  input: z.object({ fileID: fileIdField }),
  output: ok({ file: fileRecordSchema }),
  errors: [...FINISH_UPLOAD_ERRORS],
});
