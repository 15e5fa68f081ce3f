import { catalogueText } from "@roster/contract";
import { unbindAlipay } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { unbindSocial } from "../../../services/social/binding.js";

export default handle(unbindAlipay, async (input, ctx) => {
  await unbindSocial(ctx.services, ctx.auth.user, "alipay", input.appid);
  return { msg: catalogueText("success", "unbound", ctx.locale) };
});
