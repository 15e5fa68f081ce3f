import { adminRoleBindPermission } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { bindToRole } from "../../../../../services/admin/roles.js";

export default handle(adminRoleBindPermission, async (input, ctx) => ({
  row: await bindToRole(ctx.services, ctx.auth, "permissions", input.role_id, input.permission_ids),
}));
