import { adminPermissionDelete } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { deletePermission } from "../../../../../services/admin/permissions.js";

export default defineHandler(adminPermissionDelete, async (input, ctx) => {
  await deletePermission(ctx.services, requireAuth(ctx), (input._id ?? input.permission_id)!);
  return {};
});
