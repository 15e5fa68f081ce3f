import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { MAX_FILE_IDS, sdkText } from "../schemas.js";

/**
 * aliyun `serverless.file.resource.info` (getTempFileURL, getFileInfo): `{id: "<fileID>,<fileID>"}`, the
 * URLs of anonymous uploads in input order (`""` for an id that is none).
 */
export const clientInfo = defineGatewayAction({
  gateway: "client",
  action: "serverless.file.resource.info",
  summary: "aliyun: temporary URLs of anonymous uploads, `{id}` a comma-separated list of file IDs.",
  input: z.object({
    id: sdkText(MAX_FILE_IDS * 1100).refine((ids) => ids.split(",").length <= MAX_FILE_IDS, {
      error: `at most ${MAX_FILE_IDS} file IDs`,
    }),
  }),
  output: z.array(z.object({ id: z.string(), url: z.string() })),
  caller: "none",
  rate: "gateway",
  errors: ["storageUnavailable"],
});
