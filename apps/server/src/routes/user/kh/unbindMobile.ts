import { unbindMobile } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../router/types.js";
import { unbindIdentity } from "../../../services/identities/identity-binding.js";

export default defineHandler(unbindMobile, async (input, ctx) => {
  const { user } = requireAuth(ctx);
  await unbindIdentity(
    ctx.services,
    user,
    { channel: "mobile", value: input.mobile, code: input.code },
    ctx.locale,
  );
  return {};
});
