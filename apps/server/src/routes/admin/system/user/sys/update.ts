import { adminUserUpdate } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { updateUser } from "../../../../../services/admin/users.js";

export default defineHandler(adminUserUpdate, async ({ _id, ...fields }, ctx) => {
  const row = await updateUser(ctx.services, requireAuth(ctx), _id, fields);
  return { _id, row };
});
