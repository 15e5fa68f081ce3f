import { APP_CONFIG } from "../../config";
import { currentLocale } from "../../i18n";
import { describeClient, getDeviceId } from "../device";
import type { SocketClientInfo } from "./frames";

/** The `clientInfo` of a frame: the same app id, platform, locale and device id as the request headers. */
export function socketClientInfo(): SocketClientInfo {
  return {
    appid: APP_CONFIG.appid,
    platform: APP_CONFIG.platform,
    locale: currentLocale(),
    os: describeClient().os,
    deviceId: getDeviceId(),
    userAgent: globalThis.navigator?.userAgent ?? "",
  };
}

/**
 * The socket address of `url` (upstream `wss://…/ws/function/<name>?url=…`): the router function of this
 * origin, or of VITE_API_BASE in the native shells, with ws: or wss: as the page's http: or https:.
 */
export function socketEndpoint(url: string, base: string = APP_CONFIG.apiBase): string {
  const origin = base || globalThis.location?.origin || "http://127.0.0.1:3000";
  const address = new URL("/ws/function/router", origin);
  address.protocol = address.protocol === "https:" ? "wss:" : "ws:";
  address.searchParams.set("url", url);
  return address.toString();
}
