import { getLoginMethods, getMyUserInfo, getOAuthState, loginByAlipay } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "../../../test/log-capture.js";
import { type ProviderWorld, providerWorld, WORLD } from "../../../test/social/provider-world.js";

const logs = captureLogs("debug");
let w: ProviderWorld;
const mp = { client: { platform: "mp-alipay" } };
let next = 100;
const userId = () => `2088${String(Date.now()).slice(-6)}${String(next++).padStart(6, "0")}`;

beforeAll(async () => {
  w = await providerWorld(logs.logger);
});
afterAll(() => w.close());

describe("user/pub/loginByAlipay", () => {
  it("registers with the Alipay user_id and profile, then signs the same account in", async () => {
    const id = userId();
    const first = await w.h.call(
      loginByAlipay,
      { code: w.alipay.issueCode({ userId: id, nickName: "小明", gender: "M", scope: "auth_user" }) },
      mp,
    );
    expect(first).toMatchObject({ code: 0, type: "register", provider: "alipay", openid: id });
    expect(first.userInfo).toMatchObject({ nickname: "小明", gender: 1, ali_openid: id });
    expect(JSON.stringify(first)).not.toMatch(/authusr/);
    const again = await w.h.call(
      loginByAlipay,
      { code: w.alipay.issueCode({ userId: id, scope: "auth_base" }) },
      mp,
    );
    expect(again).toMatchObject({ code: 0, type: "login", uid: first.uid });
    const me = await w.h.call(getMyUserInfo, {}, { as: again.vk_uni_token!.token });
    expect(me.userInfo).toMatchObject({ ali_openid: id });
  });

  it("answers uni-id's 10503 / 10502 for type login / register", async () => {
    const id = userId();
    const login = await w.h.call(
      loginByAlipay,
      { code: w.alipay.issueCode({ userId: id, scope: "auth_base" }), type: "login" },
      mp,
    );
    expect(login.code).toBe(10503);
    await w.h.call(loginByAlipay, { code: w.alipay.issueCode({ userId: id, scope: "auth_base" }) }, mp);
    const register = await w.h.call(
      loginByAlipay,
      { code: w.alipay.issueCode({ userId: id, scope: "auth_base" }), type: "register" },
      mp,
    );
    expect(register.code).toBe(10502);
  });

  it("refuses a used code (91301) and a tampered answer (91302), creating nothing", async () => {
    const id = userId();
    const code = w.alipay.issueCode({ userId: id, scope: "auth_base" });
    await w.h.call(loginByAlipay, { code }, mp);
    expect((await w.h.call(loginByAlipay, { code }, mp)).code).toBe(91301);
    w.alipay.tamper = true;
    try {
      const other = userId();
      const tampered = await w.h.call(
        loginByAlipay,
        { code: w.alipay.issueCode({ userId: other, scope: "auth_base" }) },
        mp,
      );
      expect(tampered.code).toBe(91302);
    } finally {
      w.alipay.tamper = false;
    }
  });

  it("is listed by getLoginMethods with the other configured providers of this branch", async () => {
    const body = await w.h.call(getLoginMethods, {});
    expect(body.providers).toEqual(
      expect.arrayContaining([
        { provider: "alipay", platforms: ["mp-alipay", "web", "h5"] },
        { provider: "huawei", platforms: ["app", "mp-harmony"] },
        { provider: "apple", platforms: ["app", "web", "h5"] },
        { provider: "univerify", platforms: ["app"] },
      ]),
    );
  });

  // Login CSRF (issue 27): the attacker's own auth code, sent from the victim's browser without the state
  // that browser was issued, signs nobody in; the code is not even redeemed.
  it("signs in on the web only with this browser's state from getOAuthState (91951 without it)", async () => {
    const web = { client: { platform: "h5", deviceId: "alipay-browser-1" } };
    const id = userId();
    const code = w.alipay.issueCode({ userId: id, scope: "auth_base" }, WORLD.alipayWebAppid);
    const before = w.alipay.requests.length;
    const refused = await w.h.call(loginByAlipay, { code }, web);
    expect(refused).toMatchObject({ code: 91951 });
    expect(refused.vk_uni_token).toBeUndefined();
    expect(w.alipay.requests.length).toBe(before);
    const { state } = await w.h.call(getOAuthState, { provider: "alipay", platform: "web" }, web);
    const other = { client: { platform: "h5", deviceId: "alipay-browser-2" } };
    expect((await w.h.call(loginByAlipay, { code, state: state! }, other)).code).toBe(91209);
    const body = await w.h.call(loginByAlipay, { code, state: state! }, web);
    expect(body).toMatchObject({ code: 0, type: "register", openid: id, userInfo: { ali_openid: id } });
    const again = w.alipay.issueCode({ userId: id, scope: "auth_base" }, WORLD.alipayWebAppid);
    expect((await w.h.call(loginByAlipay, { code: again, state: state! }, web)).code).toBe(91952);
  });

  it("is not configured for a platform without an Alipay app (91203)", async () => {
    const body = await w.h.call(loginByAlipay, { code: "x" }, { client: { platform: "mp-weixin" } });
    expect(body.code).toBe(91203);
  });

  it("never logs the code, the access token or the private key", async () => {
    const code = w.alipay.issueCode({ userId: userId(), scope: "auth_user" });
    await w.h.call(loginByAlipay, { code }, mp);
    await w.h.call(loginByAlipay, { code }, mp);
    const text = JSON.stringify(logs.lines);
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(text).not.toContain(code);
    expect(text).not.toMatch(/authusr/);
    expect(text).not.toContain(w.alipayKeys.appPrivatePkcs1Base64.slice(100, 140));
    expect(text).not.toContain(WORLD.huaweiApp.secret);
  });
});
