import { adminRoleDelete } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { deleteRole } from "../../../../../services/admin/roles.js";

export default defineHandler(adminRoleDelete, async (input, ctx) => {
  await deleteRole(ctx.services, requireAuth(ctx), (input._id ?? input.role_id)!);
  return {};
});
