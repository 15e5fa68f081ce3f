import { z } from "zod";
import { keyField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/** Deletes the permission named by `_id` or `permission_id`; roles lose it. */
export const adminPermissionDelete = defineRoute({
  path: "admin/system/permission/sys/delete",
  input: z
    .object({ _id: keyField.optional(), permission_id: keyField.optional() })
    .refine((v) => Boolean(v._id ?? v.permission_id), { message: "required", path: ["permission_id"] }),
  output: ok({}),
  audit: { title: "permissionDelete" },
  errors: ["permissionNotExist", "grantBeyondCaller"],
});
