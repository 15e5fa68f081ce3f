import { code2SessionDouyin } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS, SECRETS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const client = { client: { platform: "mp-toutiao" } };

describe("user/pub/code2SessionDouyin", () => {
  it("answers the openid and a sealed encryptedKey, keeps the session key server-side, creates no account", async () => {
    const openid = `c2s_${process.pid}`;
    const sessionKey = "ZmFrZXNlc3Npb25rZXkxMg==";
    const users = await s.h.app.services.db.selectFrom("users").select("id").execute();
    const body = await s.h.call(
      code2SessionDouyin,
      { code: s.dy.issueCode({ appid: APPS.douyin.appid, openid, sessionKey }) },
      client,
    );
    expect(body).toMatchObject({
      code: 0,
      msg: "ok",
      openid,
      appid: APPS.douyin.appid,
      platform: "mp-toutiao",
    });
    expect(typeof body.encryptedKey).toBe("string");
    const text = JSON.stringify(body) + JSON.stringify(s.logs);
    for (const secret of [...SECRETS, sessionKey]) expect(text).not.toContain(secret);
    const stored = await s.h.app.services.db
      .selectFrom("social_session_keys")
      .selectAll()
      .where("openid", "=", openid)
      .execute();
    expect(stored).toMatchObject([{ provider: "douyin", appid: APPS.douyin.appid }]);
    expect(Buffer.from(stored[0]?.session_key ?? "", "base64url").includes(Buffer.from(sessionKey))).toBe(
      false,
    );
    expect(await s.h.app.services.db.selectFrom("users").select("id").execute()).toHaveLength(users.length);
  });

  it("refuses an unknown code and a used one", async () => {
    expect((await s.h.call(code2SessionDouyin, { code: "unknown" }, client)).code).toBe(40029);
    const code = s.dy.issueCode({ appid: APPS.douyin.appid, openid: "c2s_used" });
    expect((await s.h.call(code2SessionDouyin, { code }, client)).code).toBe(0);
    expect([40029, 40163]).toContain((await s.h.call(code2SessionDouyin, { code }, client)).code);
  });

  it("answers 91203 for an appid this deployment does not know, without calling the provider", async () => {
    const before = s.dy.requests.length;
    expect((await s.h.call(code2SessionDouyin, { code: "x", appid: "unknownapp" }, client)).code).toBe(91203);
    expect(s.dy.requests.length).toBe(before);
  });
});
