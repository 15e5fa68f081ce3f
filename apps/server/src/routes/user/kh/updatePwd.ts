import { RosterError } from "@roster/contract";
import { updatePwd } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../router/types.js";
import { replacePassword } from "../../../services/accounts/accounts.js";

export default defineHandler(updatePwd, async (input, ctx) => {
  const { user } = requireAuth(ctx);
  if (user.disable_update_password === 1) throw new RosterError("updatePasswordDisabled");
  const check = await ctx.services.passwords.check(user.password_hash, input.oldPassword);
  if (!check.ok) throw new RosterError("invalidOldPassword");
  await replacePassword(ctx.services, user.id, input.newPassword);
  return {};
});
