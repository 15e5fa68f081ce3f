import type { Config } from "../../config.js";
import type { ClientPlatform, SocialProviderId } from "../../providers/social/types.js";

/** Where a browser goes to authorize a web sign-in: the provider's consent page and the app's public id. */
export interface WebAuthorize {
  appid: string;
  authorizeUrl: string;
}

/** The consent page path of each web flow, under the provider's configured open/auth endpoint. */
const PATHS: Partial<Record<SocialProviderId, Partial<Record<ClientPlatform, string>>>> = {
  weixin: { web: "/connect/qrconnect", "h5-weixin": "/connect/oauth2/authorize" },
  alipay: { web: "/oauth2/publicAppAuthorize.htm", h5: "/oauth2/publicAppAuthorize.htm" },
};

/**
 * The authorize address and appid of a web OAuth flow (WeChat QR on `web`, the official account on
 * `h5-weixin`, Alipay on `web`/`h5`), from WEIXIN_OPEN_ENDPOINT / ALIPAY_AUTH_ENDPOINT and the platform's
 * app; undefined for a platform without a web flow or without credentials. Never a secret.
 */
export function webAuthorize(
  config: Pick<Config, "social" | "socialMore">,
  provider: SocialProviderId,
  platform: ClientPlatform,
): WebAuthorize | undefined {
  const path = PATHS[provider]?.[platform];
  if (!path) return undefined;
  if (provider === "weixin") {
    const app = config.social.weixin.apps.find((a) => a.platform === platform);
    return app && { appid: app.appid, authorizeUrl: `${config.social.weixin.openEndpoint}${path}` };
  }
  const alipay = config.socialMore.alipay;
  const app = alipay.apps.find((a) => a.platform === platform);
  const base = alipay.authEndpoint.replace(/\/+$/, "");
  return app && { appid: app.appid, authorizeUrl: `${base}${path}` };
}
