import { type Locale, requestLocale } from "@roster/contract";

/** uni-app platform names a call may come from (`vk-platform` header or `platform` field). */
export type ClientPlatform =
  | "mp-weixin"
  | "h5-weixin"
  | "app"
  | "web"
  | "mp-alipay"
  | "mp-qq"
  | "mp-toutiao"
  | "mp-harmony"
  | "h5";

/** What the client tells about itself through the `vk-*` headers, plus what the transport knows. */
export interface ClientInfo {
  appid: string;
  platform: string;
  locale: Locale;
  deviceId: string;
  os: string;
  appName: string;
  appVersion: string;
  browserName: string;
  browserVersion: string;
  deviceBrand: string;
  deviceModel: string;
  deviceType: string;
  ip: string;
  userAgent: string;
}

/** Header values are capped so that a client cannot make us store or log megabytes. */
const MAX_HEADER_VALUE = 200;

function headerText(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return "";
  let text = raw;
  // Runs on every call: only values that carry an escape are decoded.
  if (raw.includes("%")) {
    try {
      const decoded = decodeURIComponent(raw);
      // `%00` would smuggle a NUL into stored session fields: such a value stays as sent.
      if (!decoded.includes("\u0000")) text = decoded;
    } catch {
      // Not URI-encoded: keep it as sent.
    }
  }
  return text.length > MAX_HEADER_VALUE ? text.slice(0, MAX_HEADER_VALUE) : text;
}

/** Normalises the platform names of uni-app: web and h5 are "h5", app and app-* are "app-plus". */
function normalizePlatform(platform: string): string {
  const p = platform.toLowerCase();
  if (p === "" || p === "web" || p === "h5") return "h5";
  if (p === "app" || (p.startsWith("app-") && p !== "app-harmony")) return "app-plus";
  return p;
}

/**
 * Builds the client context from request headers and the transport's view (ip, user agent). Runs on
 * every call, so the fields are read one by one into one object literal (a loop over a key table with
 * a spread measured 4.6% of a no-op call's CPU profile).
 */
export function clientInfoFromHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  transport: { ip: string; userAgent: string },
): ClientInfo {
  const { userAgent } = transport;
  return {
    appid: headerText(headers["vk-appid"]),
    platform: normalizePlatform(headerText(headers["vk-platform"])),
    locale: requestLocale(headerText(headers["vk-locale"]), headerText(headers["accept-language"])),
    deviceId: headerText(headers["vk-device-id"]),
    os: headerText(headers["vk-os"]),
    appName: headerText(headers["vk-app-name"]),
    appVersion: headerText(headers["vk-app-version"]),
    browserName: headerText(headers["vk-browser-name"]),
    browserVersion: headerText(headers["vk-browser-version"]),
    deviceBrand: headerText(headers["vk-device-brand"]),
    deviceModel: headerText(headers["vk-device-model"]),
    deviceType: headerText(headers["vk-device-type"]),
    ip: transport.ip,
    userAgent: userAgent.length > 500 ? userAgent.slice(0, 500) : userAgent,
  };
}

/** A client context with defaults, for in-process calls and tests. */
export function defaultClientInfo(overrides: Partial<ClientInfo> = {}): ClientInfo {
  return {
    appid: "",
    platform: "h5",
    locale: "en",
    deviceId: "",
    os: "",
    appName: "",
    appVersion: "",
    browserName: "",
    browserVersion: "",
    deviceBrand: "",
    deviceModel: "",
    deviceType: "",
    ip: "127.0.0.1",
    userAgent: "",
    ...overrides,
  };
}
