import { z } from "zod";
import { flagField, keyField, roleRowSchema } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { requiredText, text } from "../../../../../schemas/fields.js";
import { defineRoute } from "../../../../define.js";

/** Creates a role (90101 when the role_id is taken); enabled unless `enable` says otherwise. */
export const adminRoleAdd = defineRoute({
  path: "admin/system/role/sys/add",
  input: z.object({
    role_id: keyField,
    role_name: requiredText(64),
    comment: text(256).optional(),
    enable: flagField.optional(),
  }),
  output: ok({ _id: z.string(), row: roleRowSchema }),
});
