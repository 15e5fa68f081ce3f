import { catalogueText } from "@roster/contract";
import { bindNewEmail } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { changeIdentity } from "../../../services/identities/identity-binding.js";

export default handle(bindNewEmail, async (input, ctx) => {
  const { user } = ctx.auth;
  await changeIdentity(
    ctx.services,
    user,
    {
      channel: "email",
      oldValue: input.oldEmail,
      oldCode: input.oldEmailCode,
      value: input.email,
      code: input.code,
    },
    ctx.locale,
  );
  return { msg: catalogueText("success", "emailChanged", ctx.locale), email: input.email };
});
