import { z } from "zod";
import { appVersionFields, appVersionRowSchema, recordIdField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/** Changes the given fields of the version `_id`; `min_uni_version: null` clears it (native packages). */
export const adminAppVersionUpdate = defineRoute({
  path: "admin/system/app-version/sys/update",
  input: z.object({ _id: recordIdField, ...z.object(appVersionFields).partial().shape }),
  output: ok({ _id: z.string(), row: appVersionRowSchema }),
  audit: { title: "appVersionUpdate" },
  errors: ["appVersionNotExist", "paramRequired"],
});
