import { type Locale, normalizeLocale } from "@roster/contract";

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

const HEADER_FIELDS = {
  appid: "vk-appid",
  platform: "vk-platform",
  deviceId: "vk-device-id",
  os: "vk-os",
  appName: "vk-app-name",
  appVersion: "vk-app-version",
  browserName: "vk-browser-name",
  browserVersion: "vk-browser-version",
  deviceBrand: "vk-device-brand",
  deviceModel: "vk-device-model",
  deviceType: "vk-device-type",
} as const;

type HeaderField = keyof typeof HEADER_FIELDS;
const HEADER_KEYS = Object.keys(HEADER_FIELDS) as HeaderField[];

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

/** Builds the client context from request headers and the transport's view (ip, user agent). */
export function clientInfoFromHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  transport: { ip: string; userAgent: string },
): ClientInfo {
  const info = {} as Record<HeaderField, string>;
  for (const key of HEADER_KEYS) info[key] = headerText(headers[HEADER_FIELDS[key]]);
  return {
    ...info,
    platform: normalizePlatform(info.platform),
    locale: normalizeLocale(headerText(headers["vk-locale"])),
    ip: transport.ip,
    userAgent: transport.userAgent.length > 500 ? transport.userAgent.slice(0, 500) : transport.userAgent,
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
