import { z } from "zod";
import { keyField, roleRowSchema } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/**
 * Sets the menus of a role to exactly `menu_ids` (90007 for an unknown menu). A sub-menu shows in getMenu
 * only when its parents are granted too.
 */
export const adminRoleBindMenu = defineRoute({
  path: "admin/system/role/sys/bindMenu",
  input: z.object({ role_id: keyField, menu_ids: z.array(keyField).max(500) }),
  output: ok({ row: roleRowSchema }),
  audit: { title: "roleBindMenu" },
  errors: ["roleNotExist", "menuNotExist", "grantBeyondCaller", "ownRightsProtected"],
});
