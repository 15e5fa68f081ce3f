import { getOAuthState } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());

describe("user/pub/getOAuthState", () => {
  it("answers a sealed state, the app id to put in the authorize URL and its lifetime", async () => {
    const body = await s.h.call(
      getOAuthState,
      { provider: "weixin", platform: "web" },
      { client: { deviceId: "d1" } },
    );
    expect(body).toMatchObject({ code: 0, appid: APPS.wxWeb.appid, expiresIn: 600 });
    expect(body.state).toMatch(/^[\w-]{40,}$/);
    // The nonce for an OpenID Connect request (Apple) is this server's and differs per state.
    expect(body.nonce).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    const other = await s.h.call(
      getOAuthState,
      { provider: "weixin", platform: "web" },
      { client: { deviceId: "d1" } },
    );
    expect(other.state).not.toBe(body.state);
    expect(other.nonce).not.toBe(body.nonce);
  });

  it("builds WeChat's authorize URL for the website and the official account", async () => {
    const redirectUri = "https://roster.example.com/#/pages/login/index?x=1";
    const web = await s.h.call(getOAuthState, { provider: "weixin", platform: "web", redirectUri });
    const url = new URL(String(web.authorizeUrl));
    expect(url.pathname).toBe("/connect/qrconnect");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: APPS.wxWeb.appid,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "snsapi_login",
      state: web.state,
    });
    expect(url.hash).toBe("#wechat_redirect");
    const h5 = await s.h.call(getOAuthState, { provider: "weixin", platform: "h5-weixin", redirectUri });
    expect(new URL(String(h5.authorizeUrl)).searchParams.get("scope")).toBe("snsapi_userinfo");
    expect(String(h5.authorizeUrl)).toContain(APPS.wxH5.appid);
  });

  it("answers 91203 for a provider or platform without settings", async () => {
    expect((await s.h.call(getOAuthState, { provider: "alipay", platform: "web" })).code).toBe(91203);
    expect((await s.h.call(getOAuthState, { provider: "douyin", platform: "web" })).code).toBe(91203);
    expect((await s.h.call(getOAuthState.path, { provider: "github", platform: "web" })).code).toBe(-1);
  });
});
