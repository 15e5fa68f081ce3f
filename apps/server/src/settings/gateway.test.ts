import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("cloud-space gateway settings", () => {
  it("are off by default, on with a space id and a secret", () => {
    expect(loadConfig({}).cloudGateway).toBeUndefined();
    const config = loadConfig({
      CLOUD_SPACE_ID: "space-1",
      CLOUD_CLIENT_SECRET: "0123456789abcdef",
      CLOUD_PROVIDER_HOST: "files.example.com:8443/cdn",
    });
    expect(config.cloudGateway).toEqual({
      spaceId: "space-1",
      clientSecret: "0123456789abcdef",
      providerHost: "files.example.com:8443/cdn",
      signWindowSeconds: 900,
      accessTokenSeconds: 7200,
      anonymousUploads: false,
    });
  });

  it("refuse one without the other, a short secret, a host with a scheme, a window out of range", () => {
    expect(() => loadConfig({ CLOUD_SPACE_ID: "space-1" })).toThrow(/CLOUD_CLIENT_SECRET/);
    expect(() => loadConfig({ CLOUD_SPACE_ID: "s", CLOUD_CLIENT_SECRET: "short" })).toThrow(/16 characters/);
    const base = { CLOUD_SPACE_ID: "s", CLOUD_CLIENT_SECRET: "0123456789abcdef" };
    expect(() => loadConfig({ ...base, CLOUD_PROVIDER_HOST: "https://x.example.com" })).toThrow(
      /CLOUD_PROVIDER_HOST/,
    );
    expect(() => loadConfig({ ...base, CLOUD_PROVIDER_HOST: "x.example.com/" })).toThrow(
      /CLOUD_PROVIDER_HOST/,
    );
    expect(() => loadConfig({ ...base, CLOUD_SIGN_WINDOW_SECONDS: "5" })).toThrow(
      /CLOUD_SIGN_WINDOW_SECONDS/,
    );
  });
});
