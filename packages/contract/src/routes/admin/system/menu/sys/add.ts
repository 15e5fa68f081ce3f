import { z } from "zod";
import { menuFields, menuRowSchema } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/**
 * Creates a menu entry (90103 when the menu_id is taken; 90110 when `parent_id` names no menu). `url` is
 * the page it opens; `sort` orders siblings, smaller first.
 */
export const adminMenuAdd = defineRoute({
  path: "admin/system/menu/sys/add",
  input: z.object(menuFields),
  output: ok({ _id: z.string(), row: menuRowSchema }),
  audit: { title: "menuAdd" },
  errors: ["menuExists", "menuParentInvalid"],
});
