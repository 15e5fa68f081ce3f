import { RosterError } from "@roster/contract";
import { updatePwd } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { checkPasswordLimited, replacePassword, wrongPassword } from "../../../services/accounts/accounts.js";
import { assertNewPassword } from "../../../services/accounts/password-rules.js";

export default handle(updatePwd, async (input, ctx) => {
  const { user } = ctx.auth;
  if (user.disable_update_password === 1) throw new RosterError("updatePasswordDisabled");
  // Wrong old passwords share the sign-in lockout of this account and IP (10103 once it is used up).
  const check = await checkPasswordLimited(ctx.services, user, ctx.client.ip, input.oldPassword);
  if (!check.ok) throw wrongPassword(check, "invalidOldPassword");
  assertNewPassword(ctx.services, input.newPassword, user, { field: "newPassword", locale: ctx.locale });
  // Only over the account as this call read it: a change that won meanwhile is not undone (10104).
  await replacePassword(ctx.services, user.id, input.newPassword, user.session_epoch, ctx.auth.sid);
  return {};
});
