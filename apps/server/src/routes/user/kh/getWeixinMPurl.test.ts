import { getWeixinMPurl } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());

describe("user/kh/getWeixinMPurl", () => {
  it("answers the url_link of a link expiring within the asked days", async () => {
    const user = await s.h.createUser();
    const body = await s.h.call(
      getWeixinMPurl,
      { path: "pages/login/index", expire_interval: 7 },
      { as: user },
    );
    expect(body).toMatchObject({ code: 0, url_link: "https://wxaurl.cn/ROSTERtest" });
    expect(s.wx.requests.find((r) => r.path === "/wxa/generate_urllink")!.json).toMatchObject({
      path: "pages/login/index",
      expire_type: 1,
      expire_interval: 7,
    });
  });

  it("fetches the app token once for 20 parallel calls (single flight), then refetches once after WeChat refuses it", async () => {
    const user = await s.h.createUser();
    s.wx.tokenDelayMs = 150;
    const weixin = s.h.app.services.social.weixin;
    const held = await weixin.accessToken(weixin.app("mp-weixin", APPS.wxMp.appid));
    s.wx.appTokens.delete(APPS.wxMp.appid);
    await weixin.tokenCache.drop(`weixin:${APPS.wxMp.appid}`, held);
    const before = s.wx.tokenFetches;
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () => s.h.call(getWeixinMPurl, { path: "pages/index/index" }, { as: user })),
    );
    expect(bodies.every((b) => b.code === 0)).toBe(true);
    expect(s.wx.tokenFetches - before).toBe(1);
    // WeChat forgets the token (40001): Roster drops it, fetches a new one and retries once.
    s.wx.appTokens.set(APPS.wxMp.appid, "apptoken_rotated");
    const after = await s.h.call(getWeixinMPurl, { path: "pages/index/index" }, { as: user });
    expect(after.code).toBe(0);
    expect(s.wx.tokenFetches - before).toBe(2);
    s.wx.tokenDelayMs = 0;
  });
});
