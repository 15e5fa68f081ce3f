import { successMessage } from "@roster/contract";
import { bindNewMobile } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../router/types.js";
import { changeIdentity } from "../../../services/identities/identity-binding.js";

export default defineHandler(bindNewMobile, async (input, ctx) => {
  const { user } = requireAuth(ctx);
  await changeIdentity(
    ctx.services,
    user,
    {
      channel: "mobile",
      oldValue: input.oldMobile,
      oldCode: input.oldMobileCode,
      value: input.mobile,
      code: input.code,
    },
    ctx.locale,
  );
  return { msg: successMessage("mobileChanged", ctx.locale), mobile: input.mobile };
});
