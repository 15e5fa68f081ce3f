import { adminRoleBindMenu } from "@roster/contract/routes";
import { defineHandler } from "../../../../../router/types.js";
import { bindToRole } from "../../../../../services/admin/roles.js";

export default defineHandler(adminRoleBindMenu, async (input, ctx) => ({
  row: await bindToRole(ctx.services, "menus", input.role_id, input.menu_ids),
}));
