import { adminRoleBindPermission } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { bindToRole } from "../../../../../services/admin/roles.js";

export default defineHandler(adminRoleBindPermission, async (input, ctx) => ({
  row: await bindToRole(ctx.services, requireAuth(ctx), "permissions", input.role_id, input.permission_ids),
}));
