import { readText, STORAGE_KEYS, writeText } from "./storage";

/** What the client tells the server about itself (the `vk-os`, `vk-browser-*`, `vk-device-*` headers). */
export interface ClientDescription {
  os: string;
  browserName: string;
  browserVersion: string;
  deviceBrand: string;
  deviceModel: string;
  deviceType: "phone" | "pad" | "pc";
}

/** 16 bytes from the platform CSPRNG as 32 hex characters. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The anonymous device id: generated once from the CSPRNG and kept in storage. */
export function getDeviceId(): string {
  const stored = readText(STORAGE_KEYS.deviceId);
  if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
  const id = randomId();
  writeText(STORAGE_KEYS.deviceId, id);
  return id;
}

const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ["edge", /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ["wechat", /MicroMessenger\/([\d.]+)/],
  ["firefox", /(?:Firefox|FxiOS)\/([\d.]+)/],
  ["chrome", /(?:Chrome|CriOS)\/([\d.]+)/],
  ["safari", /Version\/([\d.]+).*Safari/],
];

function osOf(ua: string): string {
  if (/iPhone|iPad|iPod/.test(ua)) return "ios";
  if (/Android/.test(ua)) return "android";
  if (/Windows/.test(ua)) return "windows";
  if (/Mac OS X|Macintosh/.test(ua)) return "macos";
  if (/Linux|X11/.test(ua)) return "linux";
  return "unknown";
}

function modelOf(ua: string, os: string): string {
  const ios = ua.match(/iPhone|iPad|iPod/);
  if (ios) return ios[0];
  if (os === "android") return ua.match(/;\s*([^;)]+?)\s+Build\//)?.[1] ?? "";
  return os === "macos" ? "Mac" : "";
}

/** Reads OS, browser and device from a user agent (the browser's own by default). */
export function describeClient(userAgent: string = globalThis.navigator?.userAgent ?? ""): ClientDescription {
  const os = osOf(userAgent);
  const browser = BROWSERS.map(([name, re]) => [name, userAgent.match(re)?.[1]] as const).find(([, v]) => v);
  const deviceType = /iPad|Tablet/.test(userAgent)
    ? "pad"
    : /Mobi|iPhone|Android/.test(userAgent)
      ? "phone"
      : "pc";
  return {
    os,
    browserName: browser?.[0] ?? "unknown",
    browserVersion: browser?.[1] ?? "",
    deviceBrand: os === "ios" || os === "macos" ? "apple" : "",
    deviceModel: modelOf(userAgent, os),
    deviceType,
  };
}
