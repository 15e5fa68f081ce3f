import { z } from "zod";
import { getTempFileURL } from "../../../routes/file/kh/getTempFileURL.js";
import { defineGatewayAction } from "../../define.js";
import { clientFileList } from "../schemas.js";

/**
 * private `serverless.file.resource.getTempFileURL {fileList}`: URLs (600 s) of the caller's files, or of
 * anonymous uploads for an anonymous caller, in input order.
 */
export const clientGetTempFileURL = defineGatewayAction({
  gateway: "client",
  action: "serverless.file.resource.getTempFileURL",
  summary:
    "Temporary URLs (600 s) of the caller's files (an anonymous caller's: anonymous uploads), in input order.",
  input: z.object({ fileList: clientFileList }),
  output: z.object({
    fileList: z.array(
      z.object({
        fileID: z.string(),
        tempFileURL: z.string(),
        code: z.union([z.number(), z.string()]),
        msg: z.string().optional(),
      }),
    ),
  }),
  caller: "any",
  rate: "gateway",
  errors: [...getTempFileURL.errors, "clientStorageDenied"],
});
