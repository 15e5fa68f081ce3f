import { describe, expect, it } from "vitest";
import { clientInfoFromHeaders } from "./client-info.js";

const transport = { ip: "10.0.0.7", userAgent: "UA" };

describe("clientInfoFromHeaders", () => {
  it("reads every vk-* header into its field", () => {
    const info = clientInfoFromHeaders(
      {
        "vk-appid": "__UNI__X",
        "vk-platform": "web",
        "vk-locale": "zh-TW",
        "vk-device-id": "d1",
        "vk-os": "ios",
        "vk-app-name": "Roster",
        "vk-app-version": "1.2.3",
        "vk-browser-name": "chrome",
        "vk-browser-version": "120",
        "vk-device-brand": "apple",
        "vk-device-model": "iPhone",
        "vk-device-type": "phone",
      },
      transport,
    );
    expect(info).toEqual({
      appid: "__UNI__X",
      platform: "h5",
      locale: "zh-Hant",
      deviceId: "d1",
      os: "ios",
      appName: "Roster",
      appVersion: "1.2.3",
      browserName: "chrome",
      browserVersion: "120",
      deviceBrand: "apple",
      deviceModel: "iPhone",
      deviceType: "phone",
      ip: "10.0.0.7",
      userAgent: "UA",
    });
  });

  it("decodes escapes, keeps values that would decode to NUL or are not URI-encoded, and caps lengths", () => {
    const info = clientInfoFromHeaders(
      {
        "vk-app-name": "%E8%8A%B1%E5%90%8D",
        "vk-device-id": "a%00b",
        "vk-os": "100%",
        "vk-device-model": "m".repeat(300),
        "vk-platform": ["app-android", "web"],
      },
      { ip: "::1", userAgent: "u".repeat(600) },
    );
    expect(info.appName).toBe("花名");
    expect(info.deviceId).toBe("a%00b");
    expect(info.os).toBe("100%");
    expect(info.deviceModel).toHaveLength(200);
    expect(info.platform).toBe("app-plus");
    expect(info.userAgent).toHaveLength(500);
    expect(info.locale).toBe("en");
    expect(info.appid).toBe("");
  });

  it("takes the language of Accept-Language when the client sends no vk-locale", () => {
    const transport = { ip: "::1", userAgent: "" };
    const read = (headers: Record<string, string>) => clientInfoFromHeaders(headers, transport).locale;
    expect(read({ "accept-language": "fr-FR,fr;q=0.9,en;q=0.8" })).toBe("fr");
    expect(read({ "accept-language": "es-419,es;q=0.9" })).toBe("es");
    expect(read({ "accept-language": "es-419", "vk-locale": "zh-CN" })).toBe("zh-Hans");
    expect(read({ "vk-locale": "fr_BE" })).toBe("fr");
    expect(read({ "accept-language": "pt-BR" })).toBe("en");
  });
});
