import { z } from "zod";
import { permissionFields, permissionRowSchema, updateInput } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/** Changes the given fields of the permission named by `_id` or `permission_id` (ids never change). */
export const adminPermissionUpdate = defineRoute({
  path: "admin/system/permission/sys/update",
  input: updateInput(permissionFields, "permission_id"),
  output: ok({ _id: z.string(), row: permissionRowSchema }),
  refreshesUser: false,
  audit: { title: "permissionUpdate" },
  encrypted: false,
  rate: "sys",
  permission: "granted",
  backOffice: true,
  acceptsUid: false,
  requiresValidToken: false,
  errors: ["permissionNotExist", "permissionPatternInvalid", "grantBeyondCaller"],
});
