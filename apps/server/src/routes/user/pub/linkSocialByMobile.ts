import { catalogueText } from "@roster/contract";
import { linkSocialByMobile } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { linkByMobile } from "../../../services/social/link.js";

export default handle(linkSocialByMobile, async (input, ctx) => {
  const { issue, identity } = await linkByMobile(ctx.services, input, ctx.client, ctx.locale);
  const msg = catalogueText("success", "loggedIn", ctx.locale);
  return { msg, ...issue, provider: identity.provider, openid: identity.openid, mobile: input.mobile };
});
