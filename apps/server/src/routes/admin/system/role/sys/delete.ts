import { adminRoleDelete } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { deleteRole } from "../../../../../services/admin/roles.js";

export default handle(adminRoleDelete, async (input, ctx) => {
  await deleteRole(ctx.services, ctx.auth, (input._id ?? input.role_id)!);
  return {};
});
