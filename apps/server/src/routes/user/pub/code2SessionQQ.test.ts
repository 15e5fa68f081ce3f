import { code2SessionQQ } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS, SECRETS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const client = { client: { platform: "mp-qq" } };

describe("user/pub/code2SessionQQ", () => {
  it("answers the openid and a sealed encryptedKey, keeps the session key server-side, creates no account", async () => {
    const openid = `c2s_${process.pid}`;
    const sessionKey = "ZmFrZXNlc3Npb25rZXkxMg==";
    const users = await s.h.app.services.db.selectFrom("users").select("id").execute();
    const body = await s.h.call(
      code2SessionQQ,
      { code: s.qq.issueCode({ appid: APPS.qqMp.appid, openid, sessionKey }) },
      client,
    );
    expect(body).toMatchObject({ code: 0, msg: "ok", openid, appid: APPS.qqMp.appid, platform: "mp-qq" });
    expect(typeof body.encryptedKey).toBe("string");
    const text = JSON.stringify(body) + JSON.stringify(s.logs);
    for (const secret of [...SECRETS, sessionKey]) expect(text).not.toContain(secret);
    const stored = await s.h.app.services.db
      .selectFrom("social_session_keys")
      .selectAll()
      .where("openid", "=", openid)
      .execute();
    expect(stored).toMatchObject([{ provider: "qq", appid: APPS.qqMp.appid }]);
    expect(Buffer.from(stored[0]?.session_key ?? "", "base64url").includes(Buffer.from(sessionKey))).toBe(
      false,
    );
    expect(await s.h.app.services.db.selectFrom("users").select("id").execute()).toHaveLength(users.length);
  });

  it("refuses an unknown code and a used one", async () => {
    expect((await s.h.call(code2SessionQQ, { code: "unknown" }, client)).code).toBe(40029);
    const code = s.qq.issueCode({ appid: APPS.qqMp.appid, openid: "c2s_used" });
    expect((await s.h.call(code2SessionQQ, { code }, client)).code).toBe(0);
    expect([40029, 40163]).toContain((await s.h.call(code2SessionQQ, { code }, client)).code);
  });

  it("answers 91203 for an appid this deployment does not know, without calling the provider", async () => {
    const before = s.qq.requests.length;
    expect((await s.h.call(code2SessionQQ, { code: "x", appid: "unknownapp" }, client)).code).toBe(91203);
    expect(s.qq.requests.length).toBe(before);
  });
});
