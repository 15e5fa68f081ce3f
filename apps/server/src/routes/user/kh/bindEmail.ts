import { bindEmail } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../router/types.js";
import { bindIdentity } from "../../../services/identities/identity-binding.js";

export default defineHandler(bindEmail, async (input, ctx) => {
  const { user } = requireAuth(ctx);
  await bindIdentity(
    ctx.services,
    user,
    { channel: "email", value: input.email, code: input.code },
    ctx.locale,
  );
  return { email: input.email };
});
