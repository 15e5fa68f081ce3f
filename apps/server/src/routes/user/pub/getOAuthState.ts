import { RosterError } from "@roster/contract";
import { getOAuthState } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { issueState, STATE_SECONDS } from "../../../services/social/oauth-state.js";
import { platformOf } from "../../../services/social/verify.js";
import { webAuthorize } from "../../../services/social/web-authorize.js";

export default handle(getOAuthState, async (input, ctx) => {
  const platform = platformOf(input.platform, ctx.client.platform);
  const provider = ctx.services.social.get(input.provider);
  if (!provider?.configured(platform)) {
    throw new RosterError("socialNotConfigured", { param: input.provider, platform });
  }
  const own = ctx.services.social;
  const web = webAuthorize(ctx.services.config, input.provider, platform);
  const appid =
    input.provider === "weixin" || input.provider === "qq" || input.provider === "douyin"
      ? own[input.provider].app(platform).appid
      : (web?.appid ?? "");
  const state = issueState(ctx.services, { provider: input.provider, platform, device: ctx.client.deviceId });
  return { state, appid, expiresIn: STATE_SECONDS, ...(web && { authorizeUrl: web.authorizeUrl }) };
});
