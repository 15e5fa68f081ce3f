import { bindEmail } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { bindIdentity } from "../../../services/identities/identity-binding.js";

export default handle(bindEmail, async (input, ctx) => {
  const { user } = ctx.auth;
  await bindIdentity(
    ctx.services,
    user,
    { channel: "email", value: input.email, code: input.code },
    ctx.locale,
  );
  return { email: input.email };
});
