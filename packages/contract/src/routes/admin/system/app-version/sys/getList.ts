import { z } from "zod";
import { LIST_ERRORS } from "../../../../../errors/route-errors.js";
import { appVersionRowSchema } from "../../../../../schemas/admin.js";
import { listOf } from "../../../../../schemas/envelope.js";
import { listInputFields } from "../../../../../schemas/lists.js";
import { defineRoute } from "../../../../define.js";

/**
 * App versions for the upgrade check, newest first. Filters and sorting: `appid`, `name`, `title`,
 * `platform`, `type`, `version`, `stable_publish`, `is_mandatory`, `is_silently`, `create_date`.
 */
export const adminAppVersionGetList = defineRoute({
  path: "admin/system/app-version/sys/getList",
  input: z.object(listInputFields),
  output: listOf(appVersionRowSchema),
  errors: [...LIST_ERRORS],
});
