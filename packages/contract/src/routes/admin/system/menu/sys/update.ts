import { z } from "zod";
import {
  flagField,
  keyField,
  menuRowSchema,
  parentIdField,
  sortField,
} from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { requiredText, text, urlField } from "../../../../../schemas/fields.js";
import { defineRoute } from "../../../../define.js";

/**
 * Changes the given fields of the menu named by `_id` or `menu_id` (ids never change). A `parent_id` that
 * names no menu, the menu itself or one of its sub-menus answers 90110; `null` makes it a root.
 */
export const adminMenuUpdate = defineRoute({
  path: "admin/system/menu/sys/update",
  input: z
    .object({
      _id: keyField.optional(),
      menu_id: keyField.optional(),
      name: requiredText(64).optional(),
      icon: text(256).optional(),
      url: urlField.optional(),
      comment: text(256).optional(),
      sort: sortField.optional(),
      parent_id: parentIdField,
      enable: flagField.optional(),
      hidden_menu: flagField.optional(),
    })
    .refine((v) => Boolean(v._id ?? v.menu_id), { message: "required", path: ["menu_id"] }),
  output: ok({ _id: z.string(), row: menuRowSchema }),
});
