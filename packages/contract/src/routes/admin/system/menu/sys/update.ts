import { z } from "zod";
import { menuFields, menuRowSchema, updateInput } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/**
 * Changes the given fields of the menu named by `_id` or `menu_id` (ids never change). A `parent_id` that
 * names no menu, the menu itself or one of its sub-menus answers 90110; `null` makes it a root.
 */
export const adminMenuUpdate = defineRoute({
  path: "admin/system/menu/sys/update",
  input: updateInput(menuFields, "menu_id"),
  output: ok({ _id: z.string(), row: menuRowSchema }),
  audit: { title: "menuUpdate" },
  errors: ["menuNotExist", "menuParentInvalid", "grantBeyondCaller"],
});
