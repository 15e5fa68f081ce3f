import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { deleteFileItemSchema, fileListField } from "../../../schemas/files.js";
import { defineRoute } from "../../define.js";

/**
 * Deletes 1-50 files (object and record), in input order: `code` 0 each one deleted, 91005 for an id the
 * caller may not reach. The freed bytes leave the owner's quota.
 */
export const deleteFile = defineRoute({
  path: "file/kh/deleteFile",
  input: z.object({ fileList: fileListField }),
  output: ok({ fileList: z.array(deleteFileItemSchema) }),
  errors: ["storageUnavailable"],
});
