import { z } from "zod";
import { keyField, roleRowSchema } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/** Sets the permissions of a role to exactly `permission_ids` (90006 for an unknown permission). */
export const adminRoleBindPermission = defineRoute({
  path: "admin/system/role/sys/bindPermission",
  input: z.object({ role_id: keyField, permission_ids: z.array(keyField).max(500) }),
  output: ok({ row: roleRowSchema }),
  audit: { title: "roleBindPermission" },
  errors: ["roleNotExist", "permissionNotExist", "grantBeyondCaller", "ownRightsProtected"],
});
