import { RosterError } from "@roster/contract";
import { getOAuthState } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { issueState, STATE_SECONDS } from "../../../services/social/oauth-state.js";
import { platformOf } from "../../../services/social/verify.js";
import { alipayAuthorizeUrl, alipayWebApp } from "../../../services/social/web-authorize.js";

export default handle(getOAuthState, async (input, ctx) => {
  const platform = platformOf(input.platform, ctx.client.platform);
  const provider = ctx.services.social.get(input.provider);
  if (!provider?.configured(platform)) {
    throw new RosterError("socialNotConfigured", { param: input.provider, platform });
  }
  const own = ctx.services.social;
  const app =
    input.provider === "weixin" || input.provider === "qq" || input.provider === "douyin"
      ? own[input.provider].app(platform)
      : undefined;
  const { state, nonce } = issueState(ctx.services, {
    provider: input.provider,
    platform,
    device: ctx.client.deviceId,
  });
  // Alipay's web app (the provider module keeps its apps private): its id and its authorize page.
  const alipay = input.provider === "alipay" ? alipayWebApp(ctx.services.config, platform) : undefined;
  const authorizeUrl =
    input.provider === "weixin" && app && input.redirectUri
      ? own.weixin.authorizeUrl(app, input.redirectUri, state)
      : alipay && input.redirectUri
        ? alipayAuthorizeUrl(ctx.services.config, alipay, input.redirectUri, state)
        : undefined;
  return {
    state,
    nonce,
    appid: app?.appid ?? alipay?.appid ?? "",
    expiresIn: STATE_SECONDS,
    ...(authorizeUrl ? { authorizeUrl } : {}),
  };
});
