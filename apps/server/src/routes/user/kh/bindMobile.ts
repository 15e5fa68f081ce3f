import { bindMobile } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../router/types.js";
import { bindIdentity } from "../../../services/identities/identity-binding.js";

export default defineHandler(bindMobile, async (input, ctx) => {
  const { user } = requireAuth(ctx);
  await bindIdentity(
    ctx.services,
    user,
    { channel: "mobile", value: input.mobile, code: input.code },
    ctx.locale,
  );
  return { mobile: input.mobile };
});
