import { adminRoleBindMenu } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { bindToRole } from "../../../../../services/admin/roles.js";

export default defineHandler(adminRoleBindMenu, async (input, ctx) => ({
  row: await bindToRole(ctx.services, requireAuth(ctx), "menus", input.role_id, input.menu_ids),
}));
