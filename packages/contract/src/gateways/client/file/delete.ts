import { z } from "zod";
import { deleteFile } from "../../../routes/file/kh/deleteFile.js";
import { defineGatewayAction } from "../../define.js";
import { clientFileList } from "../schemas.js";

/** private `serverless.file.resource.delete {fileList}`: only the caller's own files (an admin's: any). */
export const clientDelete = defineGatewayAction({
  gateway: "client",
  action: "serverless.file.resource.delete",
  summary: "Deletes the caller's files (an admin's: any); each answers code 0 or not found.",
  input: z.object({ fileList: clientFileList }),
  output: z.object({
    fileList: z.array(z.object({ fileID: z.string(), code: z.number(), msg: z.string() })),
  }),
  caller: "user",
  rate: "gateway",
  replayGuarded: true,
  errors: deleteFile.errors,
});
