import { catalogueText } from "@roster/contract";
import { unbindApple } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { unbindSocial } from "../../../services/social/binding.js";

export default handle(unbindApple, async (input, ctx) => {
  await unbindSocial(ctx.services, ctx.auth.user, "apple", input.appid);
  return { msg: catalogueText("success", "unbound", ctx.locale) };
});
