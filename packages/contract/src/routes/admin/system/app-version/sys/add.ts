import { z } from "zod";
import { appVersionFields, appVersionRowSchema } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/**
 * Publishes an app version for `user/pub/checkVersion`. A `wgt` (resource) package needs
 * `min_uni_version`, the lowest native version it runs on (20101 otherwise).
 */
export const adminAppVersionAdd = defineRoute({
  path: "admin/system/app-version/sys/add",
  input: z.object(appVersionFields),
  output: ok({ _id: z.string(), row: appVersionRowSchema }),
  audit: { title: "appVersionAdd" },
  errors: ["paramRequired"],
});
