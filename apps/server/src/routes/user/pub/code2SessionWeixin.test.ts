import { code2SessionWeixin } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { code2SessionSuite } from "../../../test/social/code2session-suite.js";
import { oauthBrowser } from "../../../test/social/oauth-browser.js";
import { APPS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";
import { FakeWeixin } from "../../../test/social/weixin-server.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const client = { client: { platform: "mp-weixin" } };

describe("user/pub/code2SessionWeixin", () => {
  code2SessionSuite(() => s, {
    route: code2SessionWeixin,
    provider: "weixin",
    platform: "mp-weixin",
    appid: APPS.wxMp.appid,
    server: (h) => h.wx,
  });

  it("passes WeChat's refusal of a wrong secret (40125) or an app it does not know (40013) on as 10401", async () => {
    const wrong = await createSocialHarness({ WEIXIN_MP_SECRET: "not-the-secret-000" });
    const code = wrong.wx.issueCode({ appid: APPS.wxMp.appid, openid: "c2s_wrong" });
    const body = await wrong.h.call(code2SessionWeixin, { code }, client);
    expect(body).toMatchObject({ code: 10401 });
    expect(body.msg).toContain("40125");
    expect(JSON.stringify(body) + JSON.stringify(wrong.logs)).not.toContain("not-the-secret-000");
    await wrong.close();
    const stranger = await new FakeWeixin({}).start();
    const other = await createSocialHarness({ WEIXIN_API_ENDPOINT: stranger.url });
    const refused = await other.h.call(code2SessionWeixin, { code: "anything" }, client);
    expect(refused.code).toBe(10401);
    expect(refused.msg).toContain("40013");
    await other.close();
    await stranger.close();
  });

  it("exchanges a web code only with this browser's state (91951 without it), like every credential", async () => {
    const before = s.wx.requests.length;
    const code = s.wx.issueCode({ appid: APPS.wxWeb.appid, openid: "c2s_web" });
    const web = { client: { platform: "h5", deviceId: "c2s-browser" } };
    expect((await s.h.call(code2SessionWeixin, { code }, web)).code).toBe(91951);
    expect(s.wx.requests.length).toBe(before);
    const browser = await oauthBrowser(s.h, "weixin", "web", "c2s-browser");
    const body = await s.h.call(code2SessionWeixin, { code, state: browser.state }, browser);
    expect(body).toMatchObject({ code: 0, openid: "c2s_web", appid: APPS.wxWeb.appid });
  });
});
