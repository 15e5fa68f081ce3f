import { resetPasswordByMobile } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { resetPasswordWithCode } from "../../../services/sign-up/code-accounts.js";

export default handle(resetPasswordByMobile, async (input, ctx) => {
  await resetPasswordWithCode(
    ctx.services,
    { channel: "mobile", recipient: input.mobile, code: input.code, password: input.password },
    ctx.locale,
  );
  return {};
});
