import { bindQQ, bindWeixin, loginByWeixin, unbindQQ, unbindWeixin } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthBrowser } from "../../../test/social/oauth-browser.js";
import { APPS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const mp = { client: { platform: "mp-weixin", locale: "zh-Hans" as const } };
let n = 0;
const oid = () => `uw_${process.pid}_${++n}`;

describe("user/kh/unbindWeixin", () => {
  it("never unbinds the last way to sign in (upstream's message), and says so when nothing is bound", async () => {
    const body = await s.h.call(
      loginByWeixin,
      { code: s.wx.issueCode({ appid: APPS.wxMp.appid, openid: oid() }) },
      mp,
    );
    const token = (body.vk_uni_token as { token: string }).token;
    expect(await s.h.call(unbindWeixin, {}, { as: token, ...mp })).toMatchObject({
      code: 91204,
      msg: "为了您的账号安全，请绑定手机号后再解绑微信",
    });
    const plain = await s.h.createUser();
    expect(await s.h.call(unbindWeixin, {}, { as: plain, ...mp })).toMatchObject({
      code: 1,
      msg: "当前账号未绑定微信，无需解绑",
    });
  });

  it("unbinds an account with a password: the openid no longer signs in to it", async () => {
    const user = await s.h.createUser();
    const openid = oid();
    await s.h.call(
      bindWeixin,
      { code: s.wx.issueCode({ appid: APPS.wxMp.appid, openid }) },
      { as: user, ...mp },
    );
    const body = await s.h.call(unbindWeixin, {}, { as: user, ...mp });
    expect(body).toMatchObject({ code: 0, msg: "解绑成功", needUpdateUserInfo: true });
    expect(body.userInfo).not.toHaveProperty("wx_openid");
    const login = await s.h.call(
      loginByWeixin,
      { code: s.wx.issueCode({ appid: APPS.wxMp.appid, openid }), type: "login" },
      mp,
    );
    expect(login.code).toBe(10403);
  });

  it("with appid removes that app's identity only; another WeChat identity counts as a way to sign in", async () => {
    const unionid = `uwu_${process.pid}`;
    const first = await s.h.call(
      loginByWeixin,
      { code: s.wx.issueCode({ appid: APPS.wxMp.appid, openid: oid(), unionid }) },
      mp,
    );
    const token = (first.vk_uni_token as { token: string }).token;
    const webOpenid = oid();
    const web = await oauthBrowser(s.h, "weixin");
    await s.h.call(
      loginByWeixin,
      { code: s.wx.issueCode({ appid: APPS.wxWeb.appid, openid: webOpenid, unionid }), state: web.state },
      web,
    );
    const body = await s.h.call(unbindWeixin, { appid: APPS.wxMp.appid }, { as: token, ...mp });
    expect(body).toMatchObject({ code: 0, userInfo: { wx_openid: { web: webOpenid } } });
    expect(body.userInfo).not.toHaveProperty(["wx_openid", "mp-weixin"]);
    expect((await s.h.call(unbindWeixin, {}, { as: token, ...mp })).code).toBe(91204);
  });

  it("frees the unionid with the last identity: it can then make a new account", async () => {
    const unionid = `uwf_${process.pid}`;
    const user = await s.h.createUser();
    await s.h.call(
      bindWeixin,
      { code: s.wx.issueCode({ appid: APPS.wxMp.appid, openid: oid(), unionid }) },
      { as: user, ...mp },
    );
    expect((await s.h.call(unbindWeixin, {}, { as: user, ...mp })).code).toBe(0);
    const web = await oauthBrowser(s.h, "weixin");
    const fresh = await s.h.call(
      loginByWeixin,
      { code: s.wx.issueCode({ appid: APPS.wxWeb.appid, openid: oid(), unionid }), state: web.state },
      web,
    );
    expect(fresh).toMatchObject({ code: 0, type: "register" });
    expect(fresh.uid).not.toBe(user.uid);
  });

  it("two parallel unbinds of an account's last two ways leave one (the row is locked)", async () => {
    for (let round = 0; round < 5; round++) {
      const body = await s.h.call(
        loginByWeixin,
        { code: s.wx.issueCode({ appid: APPS.wxMp.appid, openid: oid() }) },
        mp,
      );
      const token = (body.vk_uni_token as { token: string }).token;
      const qqCode = s.qq.issueCode({ appid: APPS.qqMp.appid, openid: `${oid()}_qq` });
      expect(
        (await s.h.call(bindQQ, { code: qqCode }, { as: token, client: { platform: "mp-qq" } })).code,
      ).toBe(0);
      const [a, b] = await Promise.all([
        s.h.call(unbindWeixin, {}, { as: token, ...mp }),
        s.h.call(unbindQQ, {}, { as: token, ...mp }),
      ]);
      expect([a.code, b.code].sort()).toEqual([0, 91204]);
    }
  });
});
