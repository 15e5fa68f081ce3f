import { z } from "zod";
import { ANONYMOUS_UPLOAD_ERRORS, FINISH_UPLOAD_ERRORS } from "../../../errors/route-errors.js";
import { defineGatewayAction } from "../../define.js";
import { sdkText } from "../schemas.js";

/**
 * `serverless.file.resource.report`: the upload has landed; the files service checks and records it.
 * private: `{cloudPath}` (the newest pending upload of that path); aliyun: `{id}` (the target's id).
 */
export const clientReport = defineGatewayAction({
  gateway: "client",
  action: "serverless.file.resource.report",
  summary: "Finishes an upload (private `{cloudPath}`, aliyun `{id}`): its file ID and size.",
  input: z.discriminatedUnion("provider", [
    z.object({ provider: z.literal("private"), cloudPath: sdkText() }),
    z.object({ provider: z.literal("aliyun"), id: sdkText() }),
  ]),
  output: z.object({ fileID: z.string(), size: z.number() }),
  caller: "any",
  rate: "gateway",
  replayGuarded: true,
  errors: [...FINISH_UPLOAD_ERRORS, ...ANONYMOUS_UPLOAD_ERRORS, "cloudPathInvalid", "clientStorageDenied"],
});
