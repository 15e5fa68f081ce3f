import type { SessionInfo } from "@roster/contract";
import type { TFunction } from "../../i18n";

const BROWSERS: Readonly<Record<string, string>> = {
  chrome: "Chrome",
  edge: "Edge",
  firefox: "Firefox",
  safari: "Safari",
  wechat: "WeChat",
};
const SYSTEMS: Readonly<Record<string, string>> = {
  android: "Android",
  chromeos: "ChromeOS",
  ios: "iOS",
  linux: "Linux",
  macos: "macOS",
  windows: "Windows",
};

const known = (value: string) => value !== "" && value !== "unknown";
const named = (names: Readonly<Record<string, string>>, value: string): string =>
  (Object.hasOwn(names, value) ? names[value] : undefined) ?? value;

/** The browser and its major version, "Chrome 126", from the session's "chrome 126.0.6478.61". */
function browserOf(browser: string): string {
  const [name = "", version = ""] = browser.split(" ");
  if (!known(name)) return "";
  const major = version.split(".")[0];
  return major ? `${named(BROWSERS, name)} ${major}` : named(BROWSERS, name);
}

/**
 * How a session's device is named: "Chrome 126 on Android", the app and its version, the OS or browser
 * alone, else "Unknown device". The device model, when known, is shown beside it.
 */
export function deviceName(session: SessionInfo, t: TFunction): string {
  const browser = browserOf(session.browser);
  const os = known(session.os) ? named(SYSTEMS, session.os) : "";
  if (session.platform === "app-plus" && session.app_version) {
    return t("devices.app", { name: "Roster", version: session.app_version });
  }
  if (browser && os) return t("devices.on", { browser, os });
  return browser || os || t("devices.unknown");
}

/** Whether a session looks like a phone or tablet (mobile OS, or an app platform) rather than a computer. */
export const isHandheld = (session: SessionInfo): boolean =>
  session.os === "ios" ||
  session.os === "android" ||
  session.platform === "app-plus" ||
  session.platform.startsWith("mp-");
