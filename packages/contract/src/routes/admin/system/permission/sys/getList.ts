import { z } from "zod";
import { LIST_ERRORS } from "../../../../../errors/route-errors.js";
import { permissionRowSchema } from "../../../../../schemas/admin.js";
import { listOf } from "../../../../../schemas/envelope.js";
import { listInputFields } from "../../../../../schemas/lists.js";
import { defineRoute } from "../../../../define.js";

/**
 * Permissions, by sort then permission_id. Filters and sorting: `permission_id`, `permission_name`, `url`,
 * `match_mode`, `level`, `curd_category`, `parent_id`, `sort`, `enable`, `create_date`.
 */
export const adminPermissionGetList = defineRoute({
  path: "admin/system/permission/sys/getList",
  input: z.object(listInputFields),
  output: listOf(permissionRowSchema),
  errors: [...LIST_ERRORS],
});
