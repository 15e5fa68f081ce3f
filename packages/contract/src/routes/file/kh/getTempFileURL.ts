import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { fileListField, tempFileItemSchema } from "../../../schemas/files.js";
import { defineRoute } from "../../define.js";

/**
 * Temporary download URLs (600 s) for 1-50 file ids, in input order. An id the caller may not reach comes
 * back with `code` 91005 and an empty `tempFileURL`.
 */
export const getTempFileURL = defineRoute({
  path: "file/kh/getTempFileURL",
  input: z.object({ fileList: fileListField }),
  output: ok({ fileList: z.array(tempFileItemSchema) }),
  errors: ["storageUnavailable"],
});
