import { catalogueText } from "@roster/contract";
import { unbindHuawei } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { unbindSocial } from "../../../services/social/binding.js";

export default handle(unbindHuawei, async (input, ctx) => {
  await unbindSocial(ctx.services, ctx.auth.user, "huawei", input.appid);
  return { msg: catalogueText("success", "unbound", ctx.locale) };
});
