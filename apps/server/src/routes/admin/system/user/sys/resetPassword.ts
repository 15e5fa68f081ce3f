import { adminUserResetPassword } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { resetUserPassword } from "../../../../../services/admin/users.js";

export default handle(adminUserResetPassword, async (input, ctx) => {
  await resetUserPassword(ctx.services, ctx.auth, input.uid, input.password, ctx.locale);
  return {};
});
