import { catalogueText } from "@roster/contract";
import { unbindWeixin } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { unbindSocial } from "../../../services/social/binding.js";

export default handle(unbindWeixin, async (input, ctx) => {
  await unbindSocial(ctx.services, ctx.auth.user, "weixin", input.appid);
  return { msg: catalogueText("success", "unbound", ctx.locale) };
});
