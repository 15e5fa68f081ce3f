import { adminPermissionAdd } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { addPermission } from "../../../../../services/admin/permissions.js";

export default handle(adminPermissionAdd, async (input, ctx) => {
  const row = await addPermission(ctx.services, ctx.auth, input);
  return { _id: row._id, row };
});
