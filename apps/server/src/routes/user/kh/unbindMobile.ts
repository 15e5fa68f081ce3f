import { unbindMobile } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { unbindIdentity } from "../../../services/identities/identity-binding.js";

export default handle(unbindMobile, async (input, ctx) => {
  const { user } = ctx.auth;
  await unbindIdentity(
    ctx.services,
    user,
    { channel: "mobile", value: input.mobile, code: input.code },
    ctx.locale,
  );
  return {};
});
