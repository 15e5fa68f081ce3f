import { callFunction, type ResponseBody } from "../../lib/request";
import type { WebAuthorize } from "./authorize-url";
import type { OAuthPurpose } from "./pending-oauth";
import { isProvider, type ProviderId, ROUTE_SUFFIX } from "./providers";

/** A provider the server has credentials for, as this client uses it. */
export interface SocialMethod {
  provider: ProviderId;
  /** The platforms it serves (`web`, `h5-weixin`, `mp-weixin`, `app`, ...). */
  platforms: string[];
  /** Its web consent flows (WeChat QR, WeChat official account, Alipay web); empty when app-only. */
  web: WebAuthorize[];
}

/** The providers configured on the server (none: an empty list). Never alerts: the page simply omits them. */
export async function fetchSocialMethods(): Promise<SocialMethod[]> {
  const body = await callFunction<ResponseBody & { methods?: unknown }>({
    url: "user/pub/getLoginMethods",
    needAlert: false,
    loading: false,
  });
  const list = Array.isArray(body.methods) ? (body.methods as RawMethod[]) : [];
  return list.flatMap((raw) =>
    isProvider(raw.provider)
      ? [{ provider: raw.provider, platforms: raw.platforms ?? [], web: raw.web ?? [] }]
      : [],
  );
}

interface RawMethod {
  provider: string;
  platforms?: string[];
  web?: WebAuthorize[];
}

/** A fresh OAuth `state` from the server for one redirect of `provider`. */
export async function fetchOAuthState(
  provider: ProviderId,
  purpose: OAuthPurpose,
  flow: WebAuthorize["flow"],
): Promise<string> {
  const body = await callFunction<ResponseBody & { state: string }>({
    url: "user/pub/getOAuthState",
    data: { provider, purpose, flow },
    needAlert: false,
  });
  return body.state;
}

/** `user/pub/loginBy<Provider>` with the code and state that came back; the request layer saves the token. */
export const loginWithCode = (provider: ProviderId, data: { code: string; state: string }) =>
  callFunction({ url: `user/pub/loginBy${ROUTE_SUFFIX[provider]}`, data, needAlert: false });

/** `user/kh/bind<Provider>`: links the identity to the signed-in account; the answer carries the user. */
export const bindWithCode = (provider: ProviderId, data: { code: string; state: string }) =>
  callFunction({ url: `user/kh/bind${ROUTE_SUFFIX[provider]}`, data, needAlert: false });

/** `user/kh/unbind<Provider>`: removes the provider from the signed-in account. */
export const unbindProvider = (provider: ProviderId) =>
  callFunction({ url: `user/kh/unbind${ROUTE_SUFFIX[provider]}`, data: {}, needAlert: false });

/** `user/pub/linkSocialByMobile`: proves the mobile with an SMS code and links the pending identity. */
export const linkByMobile = (data: { ticket: string; mobile: string; code: string }) =>
  callFunction({ url: "user/pub/linkSocialByMobile", data });
