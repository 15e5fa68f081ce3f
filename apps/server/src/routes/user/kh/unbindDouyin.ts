import { catalogueText } from "@roster/contract";
import { unbindDouyin } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { unbindSocial } from "../../../services/social/binding.js";

export default handle(unbindDouyin, async (input, ctx) => {
  await unbindSocial(ctx.services, ctx.auth.user, "douyin", input.appid);
  return { msg: catalogueText("success", "unbound", ctx.locale) };
});
