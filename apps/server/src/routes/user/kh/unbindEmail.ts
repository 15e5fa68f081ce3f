import { unbindEmail } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../router/types.js";
import { unbindIdentity } from "../../../services/identities/identity-binding.js";

export default defineHandler(unbindEmail, async (input, ctx) => {
  const { user } = requireAuth(ctx);
  await unbindIdentity(
    ctx.services,
    user,
    { channel: "email", value: input.email, code: input.code },
    ctx.locale,
  );
  return {};
});
