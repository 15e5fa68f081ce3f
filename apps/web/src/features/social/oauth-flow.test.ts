import { describe, expect, it } from "vitest";
import { readCallback } from "./authorize-url";
import { webFlowFor } from "./start-oauth";

const WECHAT_UA = "Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47";
const weixin = (platforms: string[]) => ({
  provider: "weixin" as const,
  platforms,
  web: [
    { flow: "weixin-web" as const, platform: "web" },
    { flow: "weixin-h5" as const, platform: "h5-weixin" },
  ].filter((f) => platforms.includes(f.platform)),
});

describe("choosing the web flow", () => {
  it("uses the official-account page inside WeChat and the QR page elsewhere", () => {
    const both = weixin(["web", "h5-weixin"]);
    expect(webFlowFor(both, WECHAT_UA)?.flow).toBe("weixin-h5");
    expect(webFlowFor(both, "Mozilla/5.0 (X11; Linux x86_64) Chrome/130")?.flow).toBe("weixin-web");
    expect(webFlowFor(weixin(["web"]), WECHAT_UA)?.flow).toBe("weixin-web");
    expect(webFlowFor(weixin(["h5-weixin"]), "Chrome/130")).toBeUndefined();
    expect(webFlowFor(weixin(["mp-weixin"]), WECHAT_UA)).toBeUndefined();
  });
});

describe("reading the provider's answer", () => {
  it("takes WeChat's code before the hash, Alipay's auth_code, or the hash route's own query", () => {
    expect(readCallback({ search: "?code=C1&state=S1", hash: "#/pages/login/oauth-callback" })).toEqual({
      code: "C1",
      state: "S1",
      declined: false,
    });
    const alipay = "?app_id=2021&source=alipay_wallet&scope=auth_user&auth_code=A1&state=S2";
    expect(readCallback({ search: alipay, hash: "#/pages/login/oauth-callback" })).toMatchObject({
      code: "A1",
      state: "S2",
    });
    expect(readCallback({ search: "", hash: "#/pages/login/oauth-callback?code=C3&state=S3" })).toMatchObject(
      {
        code: "C3",
        state: "S3",
      },
    );
    expect(readCallback({ search: "?state=S4", hash: "#/pages/login/oauth-callback" })).toEqual({
      code: null,
      state: "S4",
      declined: true,
    });
  });
});
