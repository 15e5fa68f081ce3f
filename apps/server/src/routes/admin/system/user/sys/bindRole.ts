import { adminUserBindRole } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { bindRoles } from "../../../../../services/admin/users.js";

export default defineHandler(adminUserBindRole, async (input, ctx) => ({
  row: await bindRoles(ctx.services, requireAuth(ctx), input.uid, input.role_ids),
}));
