import { z } from "zod";
import { LIST_ERRORS } from "../../../../../errors/route-errors.js";
import { roleRowSchema } from "../../../../../schemas/admin.js";
import { listOf } from "../../../../../schemas/envelope.js";
import { listInputFields } from "../../../../../schemas/lists.js";
import { defineRoute } from "../../../../define.js";

/**
 * Roles with the ids of their permissions and menus, by role_id. Filters and sorting: `role_id`,
 * `role_name`, `comment`, `enable`, `create_date`.
 */
export const adminRoleGetList = defineRoute({
  path: "admin/system/role/sys/getList",
  input: z.object(listInputFields),
  output: listOf(roleRowSchema),
  errors: [...LIST_ERRORS],
});
