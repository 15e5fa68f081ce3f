import { loginByQQ } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS, SECRETS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const mp = { client: { platform: "mp-qq" } };
const app = { client: { platform: "app-plus" } };
let n = 0;
const oid = () => `qqo_${process.pid}_${++n}`;

describe("user/pub/loginByQQ", () => {
  it("registers a mini-program user by code and signs it in again; jscode2session got appid, secret, js_code, grant_type", async () => {
    const openid = oid();
    const first = await s.h.call(loginByQQ, { code: s.qq.issueCode({ appid: APPS.qqMp.appid, openid }) }, mp);
    expect(first).toMatchObject({
      code: 0,
      type: "register",
      openid,
      userInfo: { qq_openid: { "mp-qq": openid } },
    });
    const sent = s.qq.requests.filter((r) => r.path === "/sns/jscode2session").at(-1)!;
    expect(sent.query).toMatchObject({
      appid: APPS.qqMp.appid,
      secret: APPS.qqMp.secret,
      grant_type: "authorization_code",
    });
    const again = await s.h.call(loginByQQ, { code: s.qq.issueCode({ appid: APPS.qqMp.appid, openid }) }, mp);
    expect(again).toMatchObject({ code: 0, type: "login", uid: first.uid });
  });

  it("signs an app user in by its QQ access token (oauth2.0/me with unionid=1&fmt=json) with the QQ profile", async () => {
    const openid = oid();
    const token = s.qq.appUser(APPS.qqApp.appid, openid, `qqu_${openid}`);
    const body = await s.h.call(loginByQQ, { accessToken: token }, app);
    expect(body).toMatchObject({ code: 0, type: "register", unionid: `qqu_${openid}` });
    expect(body.userInfo).toMatchObject({
      nickname: "QQ用户",
      gender: 2,
      avatar: "https://q.qlogo.cn/100",
      qq_openid: { "app-plus": openid },
      qq_unionid: `qqu_${openid}`,
    });
    const me = s.qq.requests.find((r) => r.path === "/oauth2.0/me" && r.query.access_token === token)!;
    expect(me.query).toMatchObject({ unionid: "1", fmt: "json" });
  });

  it("refuses a token issued to another QQ app (client_id) and an unknown token", async () => {
    const foreign = s.qq.appUser("999999", oid());
    expect((await s.h.call(loginByQQ, { accessToken: foreign }, app)).code).toBe(91211);
    const unknown = await s.h.call(loginByQQ, { accessToken: "qqat_unknown" }, app);
    expect(unknown).toMatchObject({ code: 10401 });
    expect(unknown.msg).toContain("100016");
  });

  it("answers QQ's code refusals and type codes (10803 not registered)", async () => {
    expect((await s.h.call(loginByQQ, { code: "bad" }, mp)).code).toBe(40029);
    const code = s.qq.issueCode({ appid: APPS.qqMp.appid, openid: oid() });
    expect((await s.h.call(loginByQQ, { code, type: "login" }, mp)).code).toBe(10803);
    expect((await s.h.call(loginByQQ, {}, mp)).code).toBe(40029);
  });

  it("keeps secrets out of answers and logs", async () => {
    const body = await s.h.call(
      loginByQQ,
      { code: s.qq.issueCode({ appid: APPS.qqMp.appid, openid: oid() }) },
      mp,
    );
    const text = JSON.stringify(body) + JSON.stringify(s.logs);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).not.toContain("session_key");
  });
});
