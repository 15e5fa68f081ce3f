import { resetPasswordByEmail } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { resetPasswordWithCode } from "../../../services/sign-up/code-accounts.js";

export default handle(resetPasswordByEmail, async (input, ctx) => {
  await resetPasswordWithCode(
    ctx.services,
    { channel: "email", recipient: input.email, code: input.code, password: input.password },
    ctx.locale,
  );
  return {};
});
