import { adminUserDelete } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { deleteUser } from "../../../../../services/admin/users.js";

export default defineHandler(adminUserDelete, async (input, ctx) => {
  await deleteUser(ctx.services, requireAuth(ctx), input._id);
  return {};
});
