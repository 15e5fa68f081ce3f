import { describe, expect, it } from "vitest";
import { describedDevice, deviceFromUserAgent } from "./user-agent.js";

const agents: Array<[string, string, string, string]> = [
  [
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.61 Mobile Safari/537.36",
    "android",
    "chrome",
    "126.0.6478.61",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    "ios",
    "safari",
    "17.5",
  ],
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87",
    "windows",
    "edge",
    "126.0.2592.87",
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0",
    "macos",
    "firefox",
    "127.0",
  ],
  [
    "Mozilla/5.0 (Linux; Android 13; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/111.0.5563.116 Mobile Safari/537.36 MicroMessenger/8.0.49.2600",
    "android",
    "wechat",
    "8.0.49.2600",
  ],
  [
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36",
    "linux",
    "",
    "",
  ],
  ["node-fetch/1.0", "", "", ""],
];

describe("deviceFromUserAgent", () => {
  it.each(agents)("%s", (ua, os, browserName, browserVersion) => {
    expect(deviceFromUserAgent(ua)).toEqual({ os, browserName, browserVersion });
  });

  it("is linear on hostile input (no backtracking blow-up on 500 characters)", () => {
    const started = performance.now();
    for (const ua of ["Version/".repeat(62), "Chrome/".repeat(70), "(".repeat(500)]) deviceFromUserAgent(ua);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("describedDevice", () => {
  const ua = agents[0]![0];
  it("keeps what the client said about itself", () => {
    expect(describedDevice({ os: "ios", browserName: "", browserVersion: "", userAgent: ua })).toEqual({
      os: "ios",
      browserName: "",
      browserVersion: "",
    });
  });
  it("reads the User-Agent when the client said nothing", () => {
    expect(describedDevice({ os: "", browserName: "", browserVersion: "", userAgent: ua }).os).toBe(
      "android",
    );
  });
});
