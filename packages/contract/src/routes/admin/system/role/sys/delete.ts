import { z } from "zod";
import { keyField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/**
 * Deletes the role named by `_id` or `role_id`, and its grants. The role `admin` cannot be deleted
 * (90120).
 */
export const adminRoleDelete = defineRoute({
  path: "admin/system/role/sys/delete",
  input: z
    .object({ _id: keyField.optional(), role_id: keyField.optional() })
    .refine((v) => Boolean(v._id ?? v.role_id), { message: "required", path: ["role_id"] }),
  output: ok({}),
  audit: { title: "roleDelete" },
  errors: ["roleNotExist", "adminRoleProtected", "grantBeyondCaller"],
});
