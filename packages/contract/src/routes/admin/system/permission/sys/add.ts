import { z } from "zod";
import {
  curdCategoryField,
  flagField,
  keyField,
  matchModeField,
  parentIdField,
  permissionLevelField,
  permissionRowSchema,
  permissionUrlField,
  sortField,
} from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { requiredText, text } from "../../../../../schemas/fields.js";
import { defineRoute } from "../../../../define.js";

/**
 * Creates a permission (90102 when the permission_id is taken). `url` is one pattern or a list; with
 * `match_mode` 2 each must be a valid regular expression.
 */
export const adminPermissionAdd = defineRoute({
  path: "admin/system/permission/sys/add",
  input: z.object({
    permission_id: keyField,
    permission_name: requiredText(64),
    comment: text(256).optional(),
    url: permissionUrlField,
    match_mode: matchModeField.optional(),
    level: permissionLevelField.optional(),
    curd_category: curdCategoryField.optional(),
    parent_id: parentIdField,
    sort: sortField.optional(),
    enable: flagField.optional(),
  }),
  output: ok({ _id: z.string(), row: permissionRowSchema }),
});
