import type { SocialProviderDescriptor } from "@roster/contract";
import { appDocumentUrl } from "../../lib/app-address";

/** The page the providers send the user back to (hash route of this app). */
export const CALLBACK_ROUTE = "/pages/login/oauth-callback";

/**
 * A web consent flow of a provider's descriptor: `weixin-web` (QR code on a computer), `weixin-h5` (inside
 * WeChat), `alipay-web`.
 */
export type WebFlow = Extract<SocialProviderDescriptor, { webFlows: unknown }>["webFlows"][number]["flow"];

/** A web flow the server offers: which one, and the platform the server serves it as (`web`, `h5-weixin`). */
export interface WebAuthorize {
  flow: WebFlow;
  platform: string;
}

/**
 * The `redirect_uri` of this app: this document without its query, and the callback route in the hash.
 * The providers add `code` (WeChat) or `auth_code` (Alipay) and `state` to its query, before the hash. The
 * server builds the consent page address around it (user/pub/getOAuthState).
 */
export function callbackUrl(location: Pick<Location, "origin" | "pathname"> = window.location): string {
  return `${appDocumentUrl(location)}#${CALLBACK_ROUTE}`;
}

/** What came back from the provider: the one-time code and the state. */
export interface CallbackParams {
  code: string | null;
  state: string | null;
  /** The provider refused or the user declined (Alipay `error_code`, WeChat no code at all). */
  declined: boolean;
}

/**
 * Reads the provider's answer from the document query (where the providers put it, before the hash) or,
 * failing that, from the hash route's own query. WeChat names the code `code`, Alipay `auth_code`.
 */
export function readCallback(location: Pick<Location, "search" | "hash"> = window.location): CallbackParams {
  const outer = new URLSearchParams(location.search);
  const inner = new URLSearchParams(location.hash.split("?")[1] ?? "");
  const pick = (name: string) => outer.get(name) ?? inner.get(name);
  const code = pick("code") ?? pick("auth_code");
  return { code, state: pick("state"), declined: !code };
}

/** Drops the provider's query from the address bar, so that a reload or a shared link cannot replay it. */
export function forgetCallbackQuery(): void {
  if (!window.location.search) return;
  const clean = `${window.location.pathname}${window.location.hash}`;
  window.history.replaceState(window.history.state, "", clean);
}
