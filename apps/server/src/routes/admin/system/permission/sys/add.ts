import { adminPermissionAdd } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { addPermission } from "../../../../../services/admin/permissions.js";

export default defineHandler(adminPermissionAdd, async (input, ctx) => {
  const row = await addPermission(ctx.services, requireAuth(ctx), input);
  return { _id: row._id, row };
});
