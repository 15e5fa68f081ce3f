import { adminRoleDelete } from "@roster/contract/routes";
import { defineHandler } from "../../../../../router/types.js";
import { deleteRole } from "../../../../../services/admin/roles.js";

export default defineHandler(adminRoleDelete, async (input, ctx) => {
  await deleteRole(ctx.services, (input._id ?? input.role_id)!);
  return {};
});
