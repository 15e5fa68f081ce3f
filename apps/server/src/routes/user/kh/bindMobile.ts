import { bindMobile } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { bindIdentity } from "../../../services/identities/identity-binding.js";

export default handle(bindMobile, async (input, ctx) => {
  const { user } = ctx.auth;
  await bindIdentity(
    ctx.services,
    user,
    { channel: "mobile", value: input.mobile, code: input.code },
    ctx.locale,
  );
  return { mobile: input.mobile };
});
