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
 * Creates a menu entry (90103 when the menu_id is taken; 90110 when `parent_id` names no menu). `url` is
 * the page it opens; `sort` orders siblings, smaller first.
 */
export const adminMenuAdd = defineRoute({
  path: "admin/system/menu/sys/add",
  input: z.object({
    menu_id: keyField,
    name: requiredText(64),
    icon: text(256).optional(),
    url: urlField.optional(),
    comment: text(256).optional(),
    sort: sortField.optional(),
    parent_id: parentIdField,
    enable: flagField.optional(),
    hidden_menu: flagField.optional(),
  }),
  output: ok({ _id: z.string(), row: menuRowSchema }),
});
