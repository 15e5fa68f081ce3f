import { z } from "zod";
import { flagField, keyField, roleRowSchema } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { requiredText, text } from "../../../../../schemas/fields.js";
import { defineRoute } from "../../../../define.js";

/**
 * Changes the name, comment or enable flag of the role named by `_id` or `role_id` (ids never change).
 * The role `admin` cannot be disabled (90120).
 */
export const adminRoleUpdate = defineRoute({
  path: "admin/system/role/sys/update",
  input: z
    .object({
      _id: keyField.optional(),
      role_id: keyField.optional(),
      role_name: requiredText(64).optional(),
      comment: text(256).optional(),
      enable: flagField.optional(),
    })
    .refine((v) => Boolean(v._id ?? v.role_id), { message: "required", path: ["role_id"] }),
  output: ok({ _id: z.string(), row: roleRowSchema }),
});
