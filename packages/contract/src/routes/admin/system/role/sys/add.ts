import { z } from "zod";
import { roleFields, roleRowSchema } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/** Creates a role (90101 when the role_id is taken); enabled unless `enable` says otherwise. */
export const adminRoleAdd = defineRoute({
  path: "admin/system/role/sys/add",
  input: z.object(roleFields),
  output: ok({ _id: z.string(), row: roleRowSchema }),
  audit: { title: "roleAdd" },
  errors: ["roleExists"],
});
