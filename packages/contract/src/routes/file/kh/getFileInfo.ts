import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { fileInfoItemSchema, fileListField } from "../../../schemas/files.js";
import { defineRoute } from "../../define.js";

/** The records of 1-50 file ids, in input order; an id the caller may not reach has only `code` 91005. */
export const getFileInfo = defineRoute({
  path: "file/kh/getFileInfo",
  input: z.object({ fileList: fileListField }),
  output: ok({ fileList: z.array(fileInfoItemSchema) }),
  errors: ["storageUnavailable"],
});
