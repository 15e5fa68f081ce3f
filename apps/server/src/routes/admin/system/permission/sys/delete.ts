import { adminPermissionDelete } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { deletePermission } from "../../../../../services/admin/permissions.js";

export default handle(adminPermissionDelete, async (input, ctx) => {
  await deletePermission(ctx.services, ctx.auth, (input._id ?? input.permission_id)!);
  return {};
});
