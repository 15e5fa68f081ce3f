import { adminRoleBindPermission } from "@roster/contract/routes";
import { defineHandler } from "../../../../../router/types.js";
import { bindToRole } from "../../../../../services/admin/roles.js";

export default defineHandler(adminRoleBindPermission, async (input, ctx) => ({
  row: await bindToRole(ctx.services, "permissions", input.role_id, input.permission_ids),
}));
