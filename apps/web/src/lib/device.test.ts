import { describe, expect, it } from "vitest";
import { describeClient, getDeviceId } from "./device";
import { readText, STORAGE_KEYS, writeText } from "./storage";

describe("the device id", () => {
  it("is generated once (32 hex characters) and kept in storage", () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(getDeviceId()).toBe(id);
    expect(readText(STORAGE_KEYS.deviceId)).toBe(id);
    localStorage.clear();
    expect(getDeviceId()).not.toBe(id);
  });

  it("replaces a stored value that is not one", () => {
    writeText(STORAGE_KEYS.deviceId, "not-an-id");
    expect(getDeviceId()).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("describeClient", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.6533.103 Mobile Safari/537.36",
      {
        os: "android",
        browserName: "chrome",
        browserVersion: "127.0.6533.103",
        deviceModel: "Pixel 8",
        deviceType: "phone",
      },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Safari/537.36 Edg/127.0.2651.86",
      { os: "windows", browserName: "edge", browserVersion: "127.0.2651.86", deviceType: "pc" },
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      { os: "ios", browserName: "safari", deviceBrand: "apple", deviceModel: "iPad", deviceType: "pad" },
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
      { os: "linux", browserName: "firefox", browserVersion: "128.0", deviceType: "pc" },
    ],
  ])("reads %s", (ua, expected) => {
    expect(describeClient(ua)).toMatchObject(expected);
  });
});
