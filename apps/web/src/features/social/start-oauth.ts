import type { SocialMethod } from "./api";
import { fetchOAuthGrant } from "./api";
import { callbackUrl, type WebAuthorize } from "./authorize-url";
import { type OAuthPurpose, rememberPending } from "./pending-oauth";
import { inWeixinBrowser } from "./providers";

/**
 * The web flow this browser can use for a provider: inside WeChat the official-account page (it signs in
 * without a QR code), elsewhere the provider's web page; undefined when the provider has no web flow here.
 */
export function webFlowFor(method: SocialMethod, userAgent?: string): WebAuthorize | undefined {
  const byFlow = (flow: WebAuthorize["flow"]) => method.web.find((w) => w.flow === flow);
  if (method.provider === "weixin") {
    return inWeixinBrowser(userAgent) ? (byFlow("weixin-h5") ?? byFlow("weixin-web")) : byFlow("weixin-web");
  }
  if (method.provider === "alipay") return byFlow("alipay-web");
  return undefined;
}

/** Where the browser goes; replaced in tests. */
export const browser = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Starts a redirect sign-in (or link): asks the server for a state and the consent page address built
 * around it, keeps the state in this tab's sessionStorage with the purpose and the page to return to, then
 * leaves for the consent page.
 */
export async function startOAuth(
  method: SocialMethod,
  flow: WebAuthorize,
  purpose: OAuthPurpose,
  redirect?: string,
): Promise<void> {
  const grant = await fetchOAuthGrant(method.provider, flow.platform, callbackUrl());
  rememberPending({
    state: grant.state,
    provider: method.provider,
    platform: flow.platform,
    purpose,
    redirect,
    startedAt: Date.now(),
  });
  browser.go(grant.authorizeUrl);
}
