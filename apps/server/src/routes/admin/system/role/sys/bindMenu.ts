import { adminRoleBindMenu } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { bindToRole } from "../../../../../services/admin/roles.js";

export default handle(adminRoleBindMenu, async (input, ctx) => ({
  row: await bindToRole(ctx.services, ctx.auth, "menus", input.role_id, input.menu_ids),
}));
