/**
 * What a session records about its device when the client did not say (no `vk-os` / `vk-browser-*`
 * headers or SDK client info, as with the CloudBase SDK or a plain HTTP client): the operating system
 * and browser read from the User-Agent, in the same lower-case names the web client sends. Only the
 * common families are named; anything else stays empty and the devices page says "Unknown device".
 * Runs once per sign-in, never per call.
 */
export interface UserAgentDevice {
  os: string;
  browserName: string;
  browserVersion: string;
}

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, "ios"],
  [/\bAndroid\b/, "android"],
  [/\bWindows NT\b/, "windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macos"],
  [/\bCrOS\b/, "chromeos"],
  [/\bLinux\b/, "linux"],
];

// Order matters: Edge and WeChat also say "Chrome", Chrome also says "Safari".
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bMicroMessenger\/([\d.]+)/, "wechat"],
  [/\bEdg(?:e|A|iOS)?\/([\d.]+)/, "edge"],
  [/\bFirefox\/([\d.]+)/, "firefox"],
  [/\bFxiOS\/([\d.]+)/, "firefox"],
  [/\bCriOS\/([\d.]+)/, "chrome"],
  [/\bChrom(?:e|ium)\/([\d.]+)/, "chrome"],
  [/\bVersion\/([\d.]+).*\bSafari\//, "safari"],
];

/** The OS and browser named by a User-Agent header (capped to 500 characters upstream). */
export function deviceFromUserAgent(userAgent: string): UserAgentDevice {
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "";
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return { os, browserName: name, browserVersion: match[1] ?? "" };
  }
  return { os, browserName: "", browserVersion: "" };
}

/** The client's own description when it gave one, else what its User-Agent says. */
export function describedDevice(client: {
  os: string;
  browserName: string;
  browserVersion: string;
  userAgent: string;
}): UserAgentDevice {
  if (client.os !== "" || client.browserName !== "" || client.userAgent === "") {
    return { os: client.os, browserName: client.browserName, browserVersion: client.browserVersion };
  }
  return deviceFromUserAgent(client.userAgent);
}
