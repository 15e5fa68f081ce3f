import { z } from "zod";
import { recordIdField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/** Deletes the version `_id`. */
export const adminAppVersionDelete = defineRoute({
  path: "admin/system/app-version/sys/delete",
  input: z.object({ _id: recordIdField }),
  output: ok({}),
  audit: { title: "appVersionDelete" },
  errors: ["appVersionNotExist"],
});
