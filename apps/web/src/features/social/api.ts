import {
  bindWeixin,
  getLoginMethods,
  getOAuthState,
  linkSocialByMobile,
  loginByWeixin,
  unbindWeixin,
} from "@roster/contract/routes";
import { callFunction, callRoute, type ResponseBody } from "../../lib/request";
import type { WebAuthorize, WebFlow } from "./authorize-url";
import { isProvider, type ProviderId, ROUTE_SUFFIX } from "./providers";

/** A provider the server has credentials for, as this client uses it. */
export interface SocialMethod {
  provider: ProviderId;
  /** The platforms it serves (`web`, `h5-weixin`, `mp-weixin`, `app`, ...). */
  platforms: string[];
  /** Its web consent flows (WeChat QR, WeChat official account, Alipay web); empty when app-only. */
  web: WebAuthorize[];
}

/** The web flows, by provider: the server platform that serves each, and the provider's public endpoint. */
const WEB_FLOWS: Partial<Record<ProviderId, Array<{ flow: WebFlow; platform: string; url: string }>>> = {
  weixin: [
    { flow: "weixin-web", platform: "web", url: "https://open.weixin.qq.com/connect/qrconnect" },
    { flow: "weixin-h5", platform: "h5-weixin", url: "https://open.weixin.qq.com/connect/oauth2/authorize" },
  ],
  alipay: [
    { flow: "alipay-web", platform: "web", url: "https://openauth.alipay.com/oauth2/publicAppAuthorize.htm" },
  ],
};

type RawProvider = {
  provider: string;
  platforms: string[];
  web?: Array<{ platform: string; authorizeUrl: string }>;
};

/** The client's view of one entry of getLoginMethods: the web flows whose platform the server serves. */
function toMethod(raw: RawProvider): SocialMethod[] {
  if (!isProvider(raw.provider)) return [];
  const web = (WEB_FLOWS[raw.provider] ?? [])
    .filter((f) => raw.platforms.includes(f.platform))
    .map((f) => ({
      flow: f.flow,
      platform: f.platform,
      // The server names the endpoint it talks to (a test double, a proxy); the public one otherwise.
      authorizeUrl: raw.web?.find((w) => w.platform === f.platform)?.authorizeUrl ?? f.url,
    }));
  return [{ provider: raw.provider, platforms: raw.platforms, web }];
}

/** The providers configured on the server (none: an empty list). Never alerts: the page simply omits them. */
export async function fetchSocialMethods(): Promise<SocialMethod[]> {
  const body = await callRoute(getLoginMethods, {}, { needAlert: false, loading: false });
  return (body.providers as RawProvider[]).flatMap(toMethod);
}

/** A fresh OAuth `state` (bound to this device, provider and platform) and the appid to put beside it. */
export const fetchOAuthState = (provider: ProviderId, platform: string) =>
  callRoute(getOAuthState, { provider: provider as "weixin", platform }, { needAlert: false });

/** The code and state that came back, and the platform of the flow. */
export type CodeGrant = { code: string; state: string; platform: string };

/** `user/pub/loginBy<Provider>`; the request layer saves the token and the user. */
export const loginWithCode = (provider: ProviderId, grant: CodeGrant) =>
  provider === "weixin"
    ? callRoute(loginByWeixin, grant, { needAlert: false })
    : callFunction({ url: `user/pub/loginBy${ROUTE_SUFFIX[provider]}`, data: grant, needAlert: false });

/** `user/kh/bind<Provider>`: links the identity to the signed-in account (the state was checked here). */
export const bindWithCode = (provider: ProviderId, grant: CodeGrant) => {
  const data = { code: grant.code, platform: grant.platform };
  return provider === "weixin"
    ? callRoute(bindWeixin, data, { needAlert: false })
    : callFunction({ url: `user/kh/bind${ROUTE_SUFFIX[provider]}`, data, needAlert: false });
};

/** `user/kh/unbind<Provider>`: removes the provider; the answer carries the new userInfo. */
export const unbindProvider = (provider: ProviderId): Promise<ResponseBody> =>
  provider === "weixin"
    ? callRoute(unbindWeixin, {}, { needAlert: false })
    : callFunction({ url: `user/kh/unbind${ROUTE_SUFFIX[provider]}`, data: {}, needAlert: false });

/** `user/pub/linkSocialByMobile`: proves the mobile with an SMS code and links the pending identity. */
export const linkByMobile = (data: { ticket: string; mobile: string; code: string }) =>
  callRoute(linkSocialByMobile, data);
