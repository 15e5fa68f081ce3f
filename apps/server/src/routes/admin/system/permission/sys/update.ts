import { adminPermissionUpdate } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { updatePermission } from "../../../../../services/admin/permissions.js";

export default handle(adminPermissionUpdate, async ({ _id, permission_id, ...patch }, ctx) => {
  const row = await updatePermission(ctx.services, ctx.auth, (_id ?? permission_id)!, patch);
  return { _id: row._id, row };
});
