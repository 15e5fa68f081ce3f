import { z } from "zod";
import { permissionFields, permissionRowSchema, updateInput } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/** Changes the given fields of the permission named by `_id` or `permission_id` (ids never change). */
export const adminPermissionUpdate = defineRoute({
  path: "admin/system/permission/sys/update",
  input: updateInput(permissionFields, "permission_id"),
  output: ok({ _id: z.string(), row: permissionRowSchema }),
  audit: { title: "permissionUpdate" },
  errors: ["permissionNotExist", "permissionPatternInvalid", "grantBeyondCaller"],
});
