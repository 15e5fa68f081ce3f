import { bindWeixin, code2SessionWeixin, getMyUserInfo, loginByWeixin } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthBrowser } from "../../../test/social/oauth-browser.js";
import { APPS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
let n = 0;
const oid = () => `bw_${process.pid}_${++n}`;
const code = (openid: string, unionid?: string) =>
  s.wx.issueCode({ appid: APPS.wxMp.appid, openid, ...(unionid ? { unionid } : {}) });

describe("user/kh/bindWeixin", () => {
  it("links a WeChat account by code; the openid then signs in to this account", async () => {
    const user = await s.h.createUser();
    const openid = oid();
    const body = await s.h.call(bindWeixin, { code: code(openid), platform: "mp-weixin" }, { as: user });
    expect(body).toMatchObject({
      code: 0,
      openid,
      needUpdateUserInfo: true,
      userInfo: { wx_openid: { "mp-weixin": openid } },
    });
    const login = await s.h.call(
      loginByWeixin,
      { code: code(openid) },
      { client: { platform: "mp-weixin" } },
    );
    expect(login).toMatchObject({ code: 0, type: "login", uid: user.uid });
  });

  it("links by the encryptedKey of a recent code2Session without calling WeChat again", async () => {
    const user = await s.h.createUser();
    const openid = oid();
    const c2s = await s.h.call(
      code2SessionWeixin,
      { code: code(openid) },
      { client: { platform: "mp-weixin" } },
    );
    const before = s.wx.requests.length;
    const body = await s.h.call(bindWeixin, { encryptedKey: c2s.encryptedKey as string }, { as: user });
    expect(body).toMatchObject({ code: 0, openid });
    expect(s.wx.requests.length).toBe(before);
  });

  it("never moves an identity: bound to another account -> code 1 '…请先解绑'; a second one for this app -> '请勿重复绑定'", async () => {
    const owner = await s.h.createUser();
    const openid = oid();
    await s.h.call(bindWeixin, { code: code(openid), platform: "mp-weixin" }, { as: owner });
    const thief = await s.h.createUser();
    const zh = { as: thief, client: { platform: "mp-weixin", locale: "zh-Hans" as const } };
    expect(await s.h.call(bindWeixin, { code: code(openid) }, zh)).toMatchObject({
      code: 1,
      msg: "当前微信号已绑定其他账号，请先解绑",
    });
    const mine = await s.h.call(getMyUserInfo, {}, { as: owner });
    expect(mine.userInfo).toMatchObject({ wx_openid: { "mp-weixin": openid } });
    const again = await s.h.call(
      bindWeixin,
      { code: code(oid()) },
      { as: owner, client: { platform: "mp-weixin", locale: "zh-Hans" } },
    );
    expect(again).toMatchObject({ code: 1, msg: "当前账号已绑定微信，请勿重复绑定" });
  });

  it("refuses an identity whose unionid belongs to another account", async () => {
    const unionid = `bwu_${process.pid}`;
    const owner = await s.h.createUser();
    await s.h.call(bindWeixin, { code: code(oid(), unionid), platform: "mp-weixin" }, { as: owner });
    const other = await s.h.createUser();
    const web = s.wx.issueCode({ appid: APPS.wxWeb.appid, openid: oid(), unionid });
    const browser = await oauthBrowser(s.h, "weixin");
    expect(
      (await s.h.call(bindWeixin, { code: web, state: browser.state }, { as: other, ...browser })).code,
    ).toBe(1);
  });

  // Link CSRF (issue 27): the attacker's own code, planted in a signed-in victim's browser, would link the
  // attacker's WeChat to the victim's account and let the attacker sign in as the victim.
  it.each([
    ["the website", "web", APPS.wxWeb.appid],
    ["the official account", "h5-weixin", APPS.wxH5.appid],
  ])(
    "links from %s only with this browser's state (91951 without, 91952 twice)",
    async (_n, platform, appid) => {
      const victim = await s.h.createUser();
      const browser = await oauthBrowser(s.h, "weixin", platform);
      const before = s.wx.requests.length;
      const planted = s.wx.issueCode({ appid, openid: oid() });
      const refused = await s.h.call(bindWeixin, { code: planted }, { as: victim, ...browser });
      expect(refused.code).toBe(91951);
      expect(s.wx.requests.length).toBe(before);
      const mine = await s.h.call(getMyUserInfo, {}, { as: victim });
      expect(mine.userInfo).not.toHaveProperty("wx_openid");
      const openid = oid();
      const body = await s.h.call(
        bindWeixin,
        { code: s.wx.issueCode({ appid, openid }), state: browser.state },
        { as: victim, ...browser },
      );
      expect(body).toMatchObject({ code: 0, openid });
      const again = s.wx.issueCode({ appid, openid: oid() });
      expect(
        (await s.h.call(bindWeixin, { code: again, state: browser.state }, { as: victim, ...browser })).code,
      ).toBe(91952);
    },
  );

  it("needs a code or an encryptedKey, and a signed-in caller", async () => {
    const user = await s.h.createUser();
    expect((await s.h.call(bindWeixin, {}, { as: user })).code).toBe(40029);
    expect((await s.h.call(bindWeixin, { code: code(oid()) })).code).toBe(30204);
  });
});
