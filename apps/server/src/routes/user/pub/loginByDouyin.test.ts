import { loginByDouyin } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS, SECRETS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const tt = { client: { platform: "mp-toutiao" } };
let n = 0;
const oid = () => `dyo_${process.pid}_${++n}`;

describe("user/pub/loginByDouyin", () => {
  it("registers by a Douyin code (JSON POST of appid, secret, code) and signs in again", async () => {
    const openid = oid();
    const first = await s.h.call(
      loginByDouyin,
      { code: s.dy.issueCode({ appid: APPS.douyin.appid, openid }), nickname: "抖友" },
      tt,
    );
    expect(first).toMatchObject({
      code: 0,
      type: "register",
      openid,
      userInfo: { nickname: "抖友", douyin_openid: { "mp-toutiao": openid } },
    });
    const sent = s.dy.requests.filter((r) => r.path === "/api/apps/v2/jscode2session").at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.json).toMatchObject({ appid: APPS.douyin.appid, secret: APPS.douyin.secret });
    const again = await s.h.call(
      loginByDouyin,
      { code: s.dy.issueCode({ appid: APPS.douyin.appid, openid }) },
      tt,
    );
    expect(again).toMatchObject({ code: 0, type: "login", uid: first.uid });
  });

  it("maps Douyin's 40018 to the upstream invalid-code answer; a used code too", async () => {
    const bad = await s.h.call(loginByDouyin, { code: "nope" }, tt);
    expect(bad).toMatchObject({ code: 40029, msg: "Invalid code, get a new one" });
    const code = s.dy.issueCode({ appid: APPS.douyin.appid, openid: oid() });
    await s.h.call(loginByDouyin, { code }, tt);
    expect((await s.h.call(loginByDouyin, { code }, tt)).code).toBe(40029);
  });

  it("type login without an account answers -1 with needRegister (vk)", async () => {
    const body = await s.h.call(
      loginByDouyin,
      { code: s.dy.issueCode({ appid: APPS.douyin.appid, openid: oid() }), type: "login" },
      tt,
    );
    expect(body).toMatchObject({ code: -1, needRegister: true });
  });

  it("answers 91203 on a platform without Douyin settings, and no secret shows anywhere", async () => {
    expect((await s.h.call(loginByDouyin, { code: "x" }, { client: { platform: "app-plus" } })).code).toBe(
      91203,
    );
    const text = JSON.stringify(s.logs);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });
});
