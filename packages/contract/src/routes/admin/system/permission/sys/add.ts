import { z } from "zod";
import { permissionFields, permissionRowSchema } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/**
 * Creates a permission (90102 when the permission_id is taken). `url` is one pattern or a list; with
 * `match_mode` 2 each must be a valid regular expression.
 */
export const adminPermissionAdd = defineRoute({
  path: "admin/system/permission/sys/add",
  input: z.object(permissionFields),
  output: ok({ _id: z.string(), row: permissionRowSchema }),
  audit: { title: "permissionAdd" },
  errors: ["permissionExists", "permissionPatternInvalid", "grantBeyondCaller"],
});
