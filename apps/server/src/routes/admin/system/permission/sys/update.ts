import { adminPermissionUpdate } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { updatePermission } from "../../../../../services/admin/permissions.js";

export default defineHandler(adminPermissionUpdate, async ({ _id, permission_id, ...patch }, ctx) => {
  const row = await updatePermission(ctx.services, requireAuth(ctx), (_id ?? permission_id)!, patch);
  return { _id: row._id, row };
});
