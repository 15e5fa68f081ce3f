import { catalogueText } from "@roster/contract";
import { unbindQQ } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { unbindSocial } from "../../../services/social/binding.js";

export default handle(unbindQQ, async (input, ctx) => {
  await unbindSocial(ctx.services, ctx.auth.user, "qq", input.appid);
  return { msg: catalogueText("success", "unbound", ctx.locale) };
});
