import { z } from "zod";
import { getTempFileURL } from "../../../routes/file/kh/getTempFileURL.js";
import { defineGatewayAction } from "../../define.js";
import { fileIdField } from "../schemas.js";
import { MAX_BATCH } from "./batch.js";

/** `storage.batchGetDownloadUrl {file_list:[{fileid, max_age}]}`: URLs of 600 s, in input order. */
export const batchGetDownloadUrl = defineGatewayAction({
  gateway: "tcb",
  action: "storage.batchGetDownloadUrl",
  summary: "Download URLs (600 s) of the caller's files, in input order (`max_age` is not read).",
  input: z.object({
    file_list: z
      .array(z.object({ fileid: fileIdField, max_age: z.unknown().optional() }))
      .min(1)
      .max(MAX_BATCH),
  }),
  output: z.object({
    data: z.object({
      download_list: z.array(
        z.object({
          fileid: z.string(),
          download_url: z.string(),
          code: z.enum(["SUCCESS", "STORAGE_FILE_NONEXIST"]),
        }),
      ),
    }),
  }),
  caller: "user",
  errors: getTempFileURL.errors,
});
