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

/** Changes the given fields of the permission named by `_id` or `permission_id` (ids never change). */
export const adminPermissionUpdate = defineRoute({
  path: "admin/system/permission/sys/update",
  input: z
    .object({
      _id: keyField.optional(),
      permission_id: keyField.optional(),
      permission_name: requiredText(64).optional(),
      comment: text(256).optional(),
      url: permissionUrlField.optional(),
      match_mode: matchModeField.optional(),
      level: permissionLevelField.optional(),
      curd_category: curdCategoryField.optional(),
      parent_id: parentIdField,
      sort: sortField.optional(),
      enable: flagField.optional(),
    })
    .refine((v) => Boolean(v._id ?? v.permission_id), { message: "required", path: ["permission_id"] }),
  output: ok({ _id: z.string(), row: permissionRowSchema }),
});
