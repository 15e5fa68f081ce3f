import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { plainString, text } from "../../../schemas/fields.js";
import { defineRoute } from "../../define.js";

/**
 * The upstream client's `extStorage` provider (client reference §2.4): a signed upload target for
 * `cloudPath` (under `public/`) in Roster's own storage, as `uni.uploadFile` options (`url`, `name`,
 * `formData`). `provider` and `domain` are accepted and ignored. A signed-in caller is needed unless
 * EXT_STORAGE_ANONYMOUS=1 (anonymous uploads share ANONYMOUS_UPLOAD_QUOTA_BYTES, and each IP has
 * ANONYMOUS_UPLOAD_IP_DAILY_BYTES a day). The target reserves its bytes in the quota before they land.
 * `fileURL` (600 s) checks the upload like `file/kh/reportUpload` on its first fetch and answers nothing
 * before; the client may also record it with `user/kh/addUploadRecord`, which checks it the same way.
 */
export const getUploadFileOptionsForExtStorage = defineRoute({
  path: "user/pub/getUploadFileOptionsForExtStorage",
  input: z.object({
    cloudPath: plainString().max(1024).optional(),
    provider: text(64).optional(),
    domain: text(255).optional(),
  }),
  output: ok({
    uploadFileOptions: z.object({
      url: z.string(),
      name: z.literal("file"),
      formData: z.record(z.string(), z.string()),
    }),
    cloudPath: z.string(),
    fileID: z.string(),
    fileURL: z.string(),
  }),
  requiresValidToken: true,
  errors: [
    "checkTokenFailed",
    "extCloudPathRequired",
    "extCloudPathNotPublic",
    "cloudPathInvalid",
    "fileExtensionTooLong",
    "fileTypeNotAllowed",
    "uploadQuotaExceeded",
    "anonymousUploadsFull",
    "anonymousUploadDailyCap",
    "storageUnavailable",
  ],
});
