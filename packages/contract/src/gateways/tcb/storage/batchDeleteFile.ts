import { z } from "zod";
import { deleteFile } from "../../../routes/file/kh/deleteFile.js";
import { defineGatewayAction } from "../../define.js";
import { fileIdField } from "../schemas.js";
import { MAX_BATCH } from "./batch.js";

/** `storage.batchDeleteFile {fileid_list}`: only the caller's own files (an admin's: any). */
export const batchDeleteFile = defineGatewayAction({
  gateway: "tcb",
  action: "storage.batchDeleteFile",
  summary: "Deletes the caller's files (an admin's: any); each answers SUCCESS or STORAGE_FILE_NONEXIST.",
  input: z.object({ fileid_list: z.array(fileIdField).min(1).max(MAX_BATCH) }),
  output: z.object({
    data: z.object({
      delete_list: z.array(
        z.object({ fileid: z.string(), code: z.enum(["SUCCESS", "STORAGE_FILE_NONEXIST"]) }),
      ),
    }),
  }),
  caller: "user",
  errors: deleteFile.errors,
});
