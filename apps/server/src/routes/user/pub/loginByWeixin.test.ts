import { randomBytes } from "node:crypto";
import { getMyUserInfo, getOAuthState, loginByWeixin } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";
import { captureLogs } from "../../../test/log-capture.js";
import { oauthBrowser } from "../../../test/social/oauth-browser.js";
import { APPS, FAKE_APPS, SECRETS, socialEnv } from "../../../test/social/social-env.js";
import { FakeWeixin } from "../../../test/social/weixin-server.js";

let h: Harness;
let wx: FakeWeixin;
const logs = captureLogs("debug");
const mp = { client: { platform: "mp-weixin" } };
const openid = () => `o_${randomBytes(8).toString("hex")}`;

beforeAll(async () => {
  wx = await new FakeWeixin(FAKE_APPS.weixin).start();
  h = await createHarness(socialEnv({ weixin: wx }), { logger: logs.logger });
});
afterAll(async () => {
  await h.close();
  await wx.close();
});

/** A browser that went through user/pub/getOAuthState for WeChat. */
const browser = (platform = "web", deviceId?: string) => oauthBrowser(h, "weixin", platform, deviceId);

const identities = (oid: string) =>
  h.app.services.db.selectFrom("user_identities").selectAll().where("openid", "=", oid).execute();

describe("user/pub/loginByWeixin", () => {
  it("registers a new mini-program user, then signs the same openid in; jscode2session got exactly appid, secret, js_code, grant_type", async () => {
    const id = openid();
    const first = await h.call(
      loginByWeixin,
      { code: wx.issueCode({ appid: APPS.wxMp.appid, openid: id }) },
      mp,
    );
    expect(first).toMatchObject({
      code: 0,
      msg: "Registered",
      type: "register",
      provider: "weixin",
      openid: id,
    });
    expect(first.userInfo).toMatchObject({ wx_openid: { "mp-weixin": id } });
    expect(first.vk_uni_token?.token).toBeTruthy();
    expect(first.encryptedKey).toBeTruthy();
    const sent = wx.requests.filter((r) => r.path === "/sns/jscode2session").at(-1)!;
    expect(sent.method).toBe("GET");
    expect(sent.query).toMatchObject({
      appid: APPS.wxMp.appid,
      secret: APPS.wxMp.secret,
      grant_type: "authorization_code",
    });
    const again = await h.call(
      loginByWeixin,
      { code: wx.issueCode({ appid: APPS.wxMp.appid, openid: id }) },
      mp,
    );
    expect(again).toMatchObject({ code: 0, type: "login", uid: first.uid });
    const me = await h.call(getMyUserInfo, {}, { as: again.vk_uni_token!.token });
    expect(me.userInfo).toMatchObject({
      _id: first.uid,
      wx_openid: { "mp-weixin": id, [`mp-weixin_${APPS.wxMp.appid}`]: id },
    });
  });

  it("signs a known unionid under another app into the same account and links the new openid", async () => {
    const unionid = `u_${randomBytes(6).toString("hex")}`;
    const a = await h.call(
      loginByWeixin,
      { code: wx.issueCode({ appid: APPS.wxMp.appid, openid: openid(), unionid }) },
      mp,
    );
    const webOpenid = openid();
    const code = wx.issueCode({
      appid: APPS.wxWeb.appid,
      openid: webOpenid,
      unionid,
      scope: "snsapi_login",
      nickname: "网页用户",
    });
    const web = await browser();
    const b = await h.call(loginByWeixin, { code, state: web.state }, web);
    expect(b).toMatchObject({ code: 0, type: "login", uid: a.uid, unionid });
    expect(b.userInfo).toMatchObject({ wx_unionid: unionid, wx_openid: { web: webOpenid } });
    expect(wx.requests.some((r) => r.path === "/sns/userinfo" && r.query.openid === webOpenid)).toBe(true);
  });

  it("stores a provider's picture only as an https address: http is upgraded, anything else dropped", async () => {
    const cases: [string, string][] = [
      ["http://thirdwx.qlogo.cn/mmopen/b.png", "https://thirdwx.qlogo.cn/mmopen/b.png"],
      ["/\\evil.example/x.png", ""],
      ["//evil.example/x.png", ""],
      ["javascript:alert(1)", ""],
      ["data:image/svg+xml,<svg onload=alert(1)>", ""],
      [`https://thirdwx.qlogo.cn/${"a".repeat(2000)}`, ""],
    ];
    for (const [headimgurl, stored] of cases) {
      const code = wx.issueCode({ appid: APPS.wxApp.appid, openid: openid(), nickname: "阿强", headimgurl });
      const body = await h.call(loginByWeixin, { code }, { client: { platform: "app-plus" } });
      expect(body, headimgurl).toMatchObject({ code: 0, type: "register", userInfo: { avatar: stored } });
      const me = await h.call(getMyUserInfo, {}, { as: body.vk_uni_token!.token });
      expect(JSON.stringify(me), headimgurl).not.toContain("evil.example");
    }
  });

  it("fills a new OAuth (app) account's profile from sns/userinfo", async () => {
    const code = wx.issueCode({ appid: APPS.wxApp.appid, openid: openid(), nickname: "阿强" });
    const body = await h.call(loginByWeixin, { code }, { client: { platform: "app-plus" } });
    expect(body).toMatchObject({
      code: 0,
      type: "register",
      userInfo: { nickname: "阿强", gender: 1, avatar: "https://thirdwx.qlogo.cn/a.png" },
    });
  });

  it("makes ONE account when 100 sign-ins race with one new openid", async () => {
    const id = openid();
    const codes = Array.from({ length: 100 }, () => wx.issueCode({ appid: APPS.wxMp.appid, openid: id }));
    wx.holdLogins = 100; // WeChat answers all 100 at once: every call then finds no identity
    const bodies = await Promise.all(codes.map((code) => h.call(loginByWeixin, { code }, mp)));
    expect(bodies.map((b) => b.code)).toEqual(bodies.map(() => 0));
    expect(new Set(bodies.map((b) => b.uid)).size).toBe(1);
    expect(bodies.filter((b) => b.type === "register")).toHaveLength(1);
    expect(await identities(id)).toHaveLength(1);
  }, 60_000);

  it("honours type: login needs an account (10403), register needs none (10402)", async () => {
    const id = openid();
    const missing = await h.call(
      loginByWeixin,
      { code: wx.issueCode({ appid: APPS.wxMp.appid, openid: id }), type: "login" },
      mp,
    );
    expect(missing.code).toBe(10403);
    expect(await identities(id)).toHaveLength(0);
    await h.call(loginByWeixin, { code: wx.issueCode({ appid: APPS.wxMp.appid, openid: id }) }, mp);
    const again = await h.call(
      loginByWeixin,
      { code: wx.issueCode({ appid: APPS.wxMp.appid, openid: id }), type: "register" },
      mp,
    );
    expect(again.code).toBe(10402);
  });

  it("passes WeChat's refusals on: 40029 unknown code, 40163 used code, 45011 rate limit", async () => {
    expect((await h.call(loginByWeixin, { code: "nonsense" }, mp)).code).toBe(40029);
    const code = wx.issueCode({ appid: APPS.wxMp.appid, openid: openid() });
    expect((await h.call(loginByWeixin, { code }, mp)).code).toBe(0);
    const used = await h.call(loginByWeixin, { code }, mp);
    expect(used).toMatchObject({ code: 40163, msg: "This code has already been used, get a new one" });
    wx.rateLimitNext = true;
    expect(
      (await h.call(loginByWeixin, { code: wx.issueCode({ appid: APPS.wxMp.appid, openid: openid() }) }, mp))
        .code,
    ).toBe(91201);
  });

  it("selects a configured app by appid; an unknown appid or platform answers 91203 without calling WeChat", async () => {
    const id = openid();
    const body = await h.call(
      loginByWeixin,
      { code: wx.issueCode({ appid: APPS.wxMp2.appid, openid: id }), appid: APPS.wxMp2.appid },
      mp,
    );
    expect(body).toMatchObject({
      code: 0,
      userInfo: { wx_openid: { [`mp-weixin_${APPS.wxMp2.appid}`]: id } },
    });
    const before = wx.requests.length;
    expect((await h.call(loginByWeixin, { code: "x", appid: "wxnotconfigured" }, mp)).code).toBe(91203);
    expect((await h.call(loginByWeixin, { code: "x" }, { client: { platform: "mp-alipay" } })).code).toBe(
      91203,
    );
    expect(wx.requests.length).toBe(before);
  });

  it("checks a state from getOAuthState: same device passes, another device or an altered state answers 91209", async () => {
    const web = { client: { platform: "h5", deviceId: "browser-1" } };
    const { state } = await h.call(getOAuthState, { provider: "weixin", platform: "web" }, web);
    const ok = await h.call(
      loginByWeixin,
      { code: wx.issueCode({ appid: APPS.wxWeb.appid, openid: openid() }), state: state! },
      web,
    );
    expect(ok.code).toBe(0);
    const other = { client: { platform: "h5", deviceId: "browser-2" } };
    const code = wx.issueCode({ appid: APPS.wxWeb.appid, openid: openid() });
    expect((await h.call(loginByWeixin, { code, state: state! }, other)).code).toBe(91209);
    const altered = `${state!.slice(0, 20)}${state![20] === "A" ? "B" : "A"}${state!.slice(21)}`;
    expect((await h.call(loginByWeixin, { code, state: altered }, web)).code).toBe(91209);
    // The code was not spent by the refused calls.
    const fresh = await browser("web", "browser-2");
    expect((await h.call(loginByWeixin, { code, state: fresh.state }, fresh)).code).toBe(0);
  });

  // Login CSRF (issue 27): a code from the attacker's own WeChat, planted in the victim's browser without
  // the state that browser was issued, must not sign the victim in to the attacker's account.
  it.each([
    ["the website", "h5", APPS.wxWeb.appid],
    ["the official account", "h5-weixin", APPS.wxH5.appid],
  ])("requires the state on %s (91951) and never asks WeChat without it", async (_n, platform, appid) => {
    const before = wx.requests.length;
    const code = wx.issueCode({ appid, openid: openid() });
    const body = await h.call(loginByWeixin, { code }, { client: { platform, deviceId: "victim" } });
    expect(body).toMatchObject({ code: 91951 });
    expect(body.vk_uni_token).toBeUndefined();
    expect(wx.requests.length).toBe(before);
  });

  it("uses a state for one sign-in: sent again (with a new code) it answers 91952", async () => {
    const web = await browser("h5-weixin");
    const first = wx.issueCode({ appid: APPS.wxH5.appid, openid: openid() });
    expect((await h.call(loginByWeixin, { code: first, state: web.state }, web)).code).toBe(0);
    const second = wx.issueCode({ appid: APPS.wxH5.appid, openid: openid() });
    expect((await h.call(loginByWeixin, { code: second, state: web.state }, web)).code).toBe(91952);
  });

  it("lets exactly ONE of 100 parallel sign-ins with one state through", async () => {
    const web = await browser();
    const codes = Array.from({ length: 100 }, () =>
      wx.issueCode({ appid: APPS.wxWeb.appid, openid: openid() }),
    );
    const bodies = await Promise.all(
      codes.map((code) => h.call(loginByWeixin, { code, state: web.state }, web)),
    );
    expect(bodies.filter((b) => b.code === 0)).toHaveLength(1);
    expect(bodies.filter((b) => b.code === 91952)).toHaveLength(99);
  }, 60_000);

  it("never answers or logs a secret or a session key", async () => {
    const body = await h.call(
      loginByWeixin,
      {
        code: wx.issueCode({
          appid: APPS.wxMp.appid,
          openid: openid(),
          sessionKey: "c2Vzc2lvbmtleXNlY3JldDE=",
        }),
      },
      mp,
    );
    expect(body.code).toBe(0);
    const text = JSON.stringify(body) + JSON.stringify(logs.lines);
    for (const secret of [...SECRETS, "c2Vzc2lvbmtleXNlY3JldDE="]) expect(text).not.toContain(secret);
    const apptoken = [...wx.appTokens.values()];
    for (const token of apptoken) expect(text).not.toContain(token);
  });

  it("refuses hostile input before calling WeChat", async () => {
    const before = wx.requests.length;
    for (const data of [
      {},
      { code: "" },
      { code: "x".repeat(600) },
      { code: "a", appid: "../etc" },
      { code: ["a"] },
      { code: "a", type: "admin" },
    ]) {
      expect((await h.call(loginByWeixin.path, data, mp)).code).toBe(-1);
    }
    expect(wx.requests.length).toBe(before);
  });
});
