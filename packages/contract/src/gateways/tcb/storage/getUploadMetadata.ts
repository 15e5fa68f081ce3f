import { z } from "zod";
import { getUploadTarget } from "../../../routes/file/kh/getUploadTarget.js";
import { defineGatewayAction } from "../../define.js";

/** `storage.getUploadMetadata {path}`: a pending target of open size, uploaded to Roster's `/tcb/upload`. */
export const getUploadMetadata = defineGatewayAction({
  gateway: "tcb",
  action: "storage.getUploadMetadata",
  summary: "An upload target for a cloud path: the form's URL and signature (`POST /tcb/upload`).",
  input: z.object({ path: z.string().min(1).max(512) }),
  output: z.object({
    data: z.object({
      url: z.string(),
      authorization: z.string(),
      token: z.string(),
      fileId: z.string(),
      cosFileId: z.string(),
    }),
  }),
  caller: "user",
  errors: getUploadTarget.errors,
});
