import { catalogueText } from "@roster/contract";
import { bindNewMobile } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { changeIdentity } from "../../../services/identities/identity-binding.js";

export default handle(bindNewMobile, async (input, ctx) => {
  const { user } = ctx.auth;
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
  return { msg: catalogueText("success", "mobileChanged", ctx.locale), mobile: input.mobile };
});
