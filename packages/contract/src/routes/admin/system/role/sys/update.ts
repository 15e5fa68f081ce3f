import { z } from "zod";
import { roleFields, roleRowSchema, updateInput } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/**
 * Changes the name, comment or enable flag of the role named by `_id` or `role_id` (ids never change).
 * The role `admin` cannot be disabled (90120).
 */
export const adminRoleUpdate = defineRoute({
  path: "admin/system/role/sys/update",
  input: updateInput(roleFields, "role_id"),
  output: ok({ _id: z.string(), row: roleRowSchema }),
  audit: { title: "roleUpdate" },
  errors: ["roleNotExist", "adminRoleProtected", "grantBeyondCaller"],
});
