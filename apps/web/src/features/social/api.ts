import type { LinkedAccount, RouteContract, StatefulProviderId } from "@roster/contract";
import {
  getLinkedAccounts,
  getLoginMethods,
  getOAuthState,
  linkSocialByMobile,
} from "@roster/contract/routes";
// The social contracts by name: a provider's generic routes are found by its descriptor's route name.
import * as socialRoutes from "@roster/contract/routes/social";
import { i18n } from "../../i18n";
import { callRoute } from "../../lib/request";
import type { WebAuthorize } from "./authorize-url";
import { descriptor, isProvider, type ProviderId } from "./providers";

const QUIET = { needAlert: false } as const;

/** A provider the server has credentials for, as this client uses it. */
export interface SocialMethod {
  provider: ProviderId;
  /** The platforms it serves (`web`, `h5-weixin`, `mp-weixin`, `app`, ...). */
  platforms: string[];
  /** Its web consent flows (WeChat QR, WeChat official account, Alipay web); empty when app-only. */
  web: WebAuthorize[];
}

/**
 * The web flows of a provider (its descriptor's `webFlows`) and the server platform that serves each (its
 * consent page comes with the state).
 */
const webFlowsOf = (provider: ProviderId) => (descriptor(provider).webFlows ?? []) as WebAuthorize[];

type RawProvider = { provider: string; platforms: string[] };

/** The client's view of one entry of getLoginMethods: the web flows whose platform the server serves. */
function toMethod(raw: RawProvider): SocialMethod[] {
  if (!isProvider(raw.provider)) return [];
  const web = webFlowsOf(raw.provider).filter((f) => raw.platforms.includes(f.platform));
  return [{ provider: raw.provider, platforms: raw.platforms, web }];
}

/** The providers configured on the server (none: an empty list). Never alerts: the page simply omits them. */
export async function fetchSocialMethods(): Promise<SocialMethod[]> {
  const body = await callRoute(getLoginMethods, {}, { needAlert: false, loading: false });
  return (body.providers as RawProvider[]).flatMap(toMethod);
}

/** The caller's linked identities with their nickname and avatar snapshot. Never alerts: the list shows "Linked" alone. */
export async function fetchLinkedAccounts(): Promise<LinkedAccount[]> {
  const body = await callRoute(getLinkedAccounts, {}, { needAlert: false, loading: false });
  return body.accounts;
}

/** What the server gives for one redirect: the provider's consent page (with appid and state), the state. */
export interface AuthorizeGrant {
  authorizeUrl: string;
  state: string;
}

/**
 * A fresh OAuth `state` (bound to this device, provider and platform) and the provider's consent page
 * built around it and `redirectUri`; rejects when the server has no web page for the platform.
 */
export async function fetchOAuthGrant(
  provider: ProviderId,
  platform: string,
  redirectUri: string,
): Promise<AuthorizeGrant> {
  const body = await callRoute(
    getOAuthState,
    { provider: provider as StatefulProviderId, platform, redirectUri },
    QUIET,
  );
  if (!body.authorizeUrl) throw new Error(i18n.t("social.noWebFlow"));
  return { state: body.state, authorizeUrl: body.authorizeUrl };
}

/** The code and state that came back, and the platform of the flow. */
export type CodeGrant = { code: string; state: string; platform: string };

const noRoute = (provider: ProviderId) => Promise.reject(new Error(`${provider}: no web route`));

/**
 * The contract of a provider's generic route (`user/pub/loginBy<Name>`, `user/kh/bind<Name>`,
 * `user/kh/unbind<Name>`) when its descriptor serves it; for login and bind, only with a web flow (the
 * other providers' codes come from their apps).
 */
function providerRoute(provider: ProviderId, kind: "login" | "bind" | "unbind") {
  const d = descriptor(provider);
  if (!(kind in d.routes) || (kind !== "unbind" && webFlowsOf(provider).length === 0)) return undefined;
  const name = { login: "loginBy", bind: "bind", unbind: "unbind" }[kind] + d.routeName;
  return (socialRoutes as unknown as Record<string, RouteContract | undefined>)[name];
}

/** `user/pub/loginBy<Provider>` for the providers with a web flow; the request layer saves the token. */
export function loginWithCode(provider: ProviderId, grant: CodeGrant): Promise<unknown> {
  const route = providerRoute(provider, "login");
  return route ? callRoute(route, grant, QUIET) : noRoute(provider);
}

/**
 * `user/kh/bind<Provider>`: links the identity to the signed-in account. The state goes along: checked
 * here against this tab's pending redirect, and by the server, which requires it for web links.
 */
export function bindWithCode(provider: ProviderId, grant: CodeGrant): Promise<unknown> {
  const data = { code: grant.code, state: grant.state, platform: grant.platform };
  const route = providerRoute(provider, "bind");
  return route ? callRoute(route, data, QUIET) : noRoute(provider);
}

/** `user/kh/unbind<Provider>`: removes the provider; the answer carries the new userInfo. */
export function unbindProvider(provider: ProviderId): Promise<unknown> {
  const route = providerRoute(provider, "unbind");
  return route ? callRoute(route, {}, QUIET) : noRoute(provider);
}

/**
 * `user/pub/linkSocialByMobile`: proves the mobile with an SMS code and links the pending identity; quiet,
 * the form says its refusals.
 */
export const linkByMobile = (data: { ticket: string; mobile: string; code: string }) =>
  callRoute(linkSocialByMobile, data, QUIET);
