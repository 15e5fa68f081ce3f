import { code2SessionWeixin } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS, SECRETS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";
import { FakeWeixin } from "../../../test/social/weixin-server.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const client = { client: { platform: "mp-weixin" } };

describe("user/pub/code2SessionWeixin", () => {
  it("answers the openid and a sealed encryptedKey, keeps the session key server-side, creates no account", async () => {
    const openid = `c2s_${process.pid}`;
    const sessionKey = "ZmFrZXNlc3Npb25rZXkxMg==";
    const users = await s.h.app.services.db.selectFrom("users").select("id").execute();
    const body = await s.h.call(
      code2SessionWeixin,
      { code: s.wx.issueCode({ appid: APPS.wxMp.appid, openid, sessionKey }) },
      client,
    );
    expect(body).toMatchObject({ code: 0, msg: "ok", openid, appid: APPS.wxMp.appid, platform: "mp-weixin" });
    expect(typeof body.encryptedKey).toBe("string");
    const text = JSON.stringify(body) + JSON.stringify(s.logs);
    for (const secret of [...SECRETS, sessionKey]) expect(text).not.toContain(secret);
    const stored = await s.h.app.services.db
      .selectFrom("social_session_keys")
      .selectAll()
      .where("openid", "=", openid)
      .execute();
    // Kept server-side, and sealed at rest: the row does not hold the key itself.
    expect(stored).toMatchObject([{ provider: "weixin", appid: APPS.wxMp.appid }]);
    expect(stored[0]?.session_key).not.toContain(sessionKey);
    expect(Buffer.from(stored[0]?.session_key ?? "", "base64url").includes(Buffer.from(sessionKey))).toBe(
      false,
    );
    expect(await s.h.app.services.db.selectFrom("users").select("id").execute()).toHaveLength(users.length);
  });

  it("refuses an unknown code and a used one", async () => {
    expect((await s.h.call(code2SessionWeixin, { code: "unknown" }, client)).code).toBe(40029);
    const code = s.wx.issueCode({ appid: APPS.wxMp.appid, openid: "c2s_used" });
    expect((await s.h.call(code2SessionWeixin, { code }, client)).code).toBe(0);
    expect([40029, 40163]).toContain((await s.h.call(code2SessionWeixin, { code }, client)).code);
  });

  it("answers 91203 for an appid this deployment does not know, without calling the provider", async () => {
    const before = s.wx.requests.length;
    expect((await s.h.call(code2SessionWeixin, { code: "x", appid: "unknownapp" }, client)).code).toBe(91203);
    expect(s.wx.requests.length).toBe(before);
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
});
