import {
  bindWeixin,
  getLoginMethods,
  getOAuthState,
  linkSocialByMobile,
  loginByWeixin,
  unbindDouyin,
  unbindQQ,
  unbindWeixin,
} from "@roster/contract/routes";
import { callRoute } from "../../lib/request";
import type { WebAuthorize, WebFlow } from "./authorize-url";
import { isProvider, type ProviderId } from "./providers";

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

const QUIET = { needAlert: false } as const;
const noRoute = (provider: ProviderId) => Promise.reject(new Error(`${provider}: no web route`));

/** `user/pub/loginBy<Provider>` for the providers with a web flow; the request layer saves the token. */
export function loginWithCode(provider: ProviderId, grant: CodeGrant): Promise<unknown> {
  if (provider === "weixin") return callRoute(loginByWeixin, grant, QUIET);
  return noRoute(provider);
}

/** `user/kh/bind<Provider>`: links the identity to the signed-in account (the state was checked here). */
export function bindWithCode(provider: ProviderId, grant: CodeGrant): Promise<unknown> {
  const data = { code: grant.code, platform: grant.platform };
  if (provider === "weixin") return callRoute(bindWeixin, data, QUIET);
  return noRoute(provider);
}

/** `user/kh/unbind<Provider>`: removes the provider; the answer carries the new userInfo. */
export function unbindProvider(provider: ProviderId): Promise<unknown> {
  if (provider === "weixin") return callRoute(unbindWeixin, {}, QUIET);
  if (provider === "qq") return callRoute(unbindQQ, {}, QUIET);
  if (provider === "douyin") return callRoute(unbindDouyin, {}, QUIET);
  return noRoute(provider);
}

/** `user/pub/linkSocialByMobile`: proves the mobile with an SMS code and links the pending identity. */
export const linkByMobile = (data: { ticket: string; mobile: string; code: string }) =>
  callRoute(linkSocialByMobile, data);
