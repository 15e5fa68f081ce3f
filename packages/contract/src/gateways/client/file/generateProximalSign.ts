import { z } from "zod";
import { ANONYMOUS_UPLOAD_ERRORS } from "../../../errors/route-errors.js";
import { getUploadTarget } from "../../../routes/file/kh/getUploadTarget.js";
import { defineGatewayAction } from "../../define.js";
import { sdkText } from "../schemas.js";

/**
 * `serverless.file.resource.generateProximalSign`: an upload target of open size. private: `{cloudPath}`,
 * a form for Roster's upload URL; aliyun: `{fileId}` or `{filename}`, an OSS-style policy for
 * `POST /client/oss` (CLOUD_PROVIDER_HOST and local storage), anonymous only.
 */
export const clientGenerateProximalSign = defineGatewayAction({
  gateway: "client",
  action: "serverless.file.resource.generateProximalSign",
  summary:
    "An upload target: private `{cloudPath}` answers Roster's form; aliyun `{fileId}` or `{filename}` an OSS policy for `POST /client/oss`.",
  input: z.discriminatedUnion("provider", [
    z.object({ provider: z.literal("private"), cloudPath: sdkText() }),
    z
      .object({
        provider: z.literal("aliyun"),
        fileId: z.string().max(1024).optional(),
        filename: sdkText().optional(),
      })
      .refine((p) => Boolean(p.fileId) || p.filename !== undefined, {
        path: ["filename"],
        error: "filename or fileId is required",
      }),
  ]),
  output: z.union([
    z.object({
      url: z.string(),
      formData: z.record(z.string(), z.string()),
      name: z.literal("file"),
      fileUrl: z.string(),
    }),
    z.object({
      id: z.string(),
      host: z.string(),
      ossPath: z.string(),
      cdnDomain: z.string(),
      accessKeyId: z.string(),
      signature: z.string(),
      policy: z.string(),
    }),
  ]),
  caller: "any",
  rate: "gateway",
  replayGuarded: true,
  errors: [
    ...getUploadTarget.errors,
    ...ANONYMOUS_UPLOAD_ERRORS,
    "clientStorageDenied",
    "clientStorageUnsupported",
  ],
});
