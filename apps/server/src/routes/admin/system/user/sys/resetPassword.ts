import { adminUserResetPassword } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { resetUserPassword } from "../../../../../services/admin/users.js";

export default defineHandler(adminUserResetPassword, async (input, ctx) => {
  await resetUserPassword(ctx.services, requireAuth(ctx), input.uid, input.password);
  return {};
});
