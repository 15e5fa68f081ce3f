import { adminRoleUpdate } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { updateRole } from "../../../../../services/admin/roles.js";

export default handle(adminRoleUpdate, async ({ _id, role_id, ...patch }, ctx) => {
  const row = await updateRole(ctx.services, ctx.auth, (_id ?? role_id)!, patch);
  return { _id: row._id, row };
});
