import { APP_CONFIG } from "../../config";
import { describeClient, getDeviceId } from "../device";

/** Everything the headers depend on besides the device. */
export interface HeaderInput {
  token: string | undefined;
  locale: string;
  encrypted: boolean;
}

/**
 * The router headers of seed §7: the token, app id, platform, locale, device id and the client's
 * description. Text values are URI-encoded (headers carry Latin-1 only); the server decodes them.
 */
export function requestHeaders({ token, locale, encrypted }: HeaderInput): Record<string, string> {
  const client = describeClient();
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "vk-appid": APP_CONFIG.appid,
    "vk-platform": APP_CONFIG.platform,
    "vk-locale": locale,
    "vk-device-id": getDeviceId(),
    "vk-os": client.os,
    "vk-app-name": encodeURIComponent(APP_CONFIG.appName),
    "vk-app-version": APP_CONFIG.appVersion,
    "vk-browser-name": client.browserName,
    "vk-browser-version": client.browserVersion,
    "vk-device-brand": encodeURIComponent(client.deviceBrand),
    "vk-device-model": encodeURIComponent(client.deviceModel),
    "vk-device-type": client.deviceType,
  };
  if (token) headers["uni-id-token"] = token;
  if (encrypted) headers["vk-encrypt"] = "true";
  return headers;
}
