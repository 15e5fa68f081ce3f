import { adminUserBindRole } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { bindRoles } from "../../../../../services/admin/users.js";

export default handle(adminUserBindRole, async (input, ctx) => ({
  row: await bindRoles(ctx.services, ctx.auth, input.uid, input.role_ids),
}));
