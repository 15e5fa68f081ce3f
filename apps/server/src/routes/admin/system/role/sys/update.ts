import { adminRoleUpdate } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { updateRole } from "../../../../../services/admin/roles.js";

export default defineHandler(adminRoleUpdate, async ({ _id, role_id, ...patch }, ctx) => {
  const row = await updateRole(ctx.services, requireAuth(ctx), (_id ?? role_id)!, patch);
  return { _id: row._id, row };
});
