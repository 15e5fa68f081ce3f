import { unbindEmail } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { unbindIdentity } from "../../../services/identities/identity-binding.js";

export default handle(unbindEmail, async (input, ctx) => {
  const { user } = ctx.auth;
  await unbindIdentity(
    ctx.services,
    user,
    { channel: "email", value: input.email, code: input.code },
    ctx.locale,
  );
  return {};
});
