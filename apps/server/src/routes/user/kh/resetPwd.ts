import { RosterError } from "@roster/contract";
import { resetPwd } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { replacePassword } from "../../../services/accounts/accounts.js";
import { assertNewPassword } from "../../../services/accounts/password-rules.js";
import { resetOwnPasswordWithCode } from "../../../services/sign-up/code-accounts.js";

export default handle(resetPwd, async (input, ctx) => {
  const { user } = ctx.auth;
  if (user.password_hash === null) {
    assertNewPassword(ctx.services, input.password, user, { field: "password", locale: ctx.locale });
    await replacePassword(ctx.services, user.id, input.password, undefined, ctx.auth.sid);
    return {};
  }
  // Never a default password, and never a silent overwrite: an existing password needs a fresh code.
  if (!input.code) throw new RosterError("passwordAlreadySet");
  await resetOwnPasswordWithCode(
    ctx.services,
    user,
    { code: input.code, password: input.password },
    ctx.locale,
    ctx.auth.sid,
  );
  return {};
});
