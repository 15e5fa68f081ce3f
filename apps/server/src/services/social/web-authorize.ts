import type { ClientPlatform } from "../../providers/social/types.js";
import type { Config } from "../../settings/config.js";
import type { AlipayApp } from "../../settings/social.js";

/** The Alipay app that serves a web platform (`web`, `h5`): its public app id; undefined without one. */
export function alipayWebApp(
  config: Pick<Config, "social">,
  platform: ClientPlatform,
): AlipayApp | undefined {
  if (platform !== "web" && platform !== "h5") return undefined;
  return config.social.alipay.apps.find((a) => a.platform === platform);
}

/**
 * Alipay's web authorize page (outside-protocols §2), under ALIPAY_AUTH_ENDPOINT:
 * `oauth2/publicAppAuthorize.htm?app_id&scope=auth_user&redirect_uri&state`. Alipay comes back to
 * `redirect_uri` with `auth_code` and the same `state`. Never a key.
 */
export function alipayAuthorizeUrl(
  config: Pick<Config, "social">,
  app: AlipayApp,
  redirectUri: string,
  state: string,
): string {
  const url = new URL(
    `${config.social.alipay.authEndpoint.replace(/\/+$/, "")}/oauth2/publicAppAuthorize.htm`,
  );
  url.searchParams.set("app_id", app.appid);
  url.searchParams.set("scope", "auth_user");
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("state", state);
  return url.toString();
}
