import type { code2SessionDouyin, code2SessionQQ, code2SessionWeixin } from "@roster/contract/routes";
import { expect, it } from "vitest";
import { SECRETS } from "./social-env.js";
import type { SocialHarness } from "./social-harness.js";

/** What differs between the mini-program `code2Session*` routes of WeChat, QQ and Douyin. */
export interface Code2SessionCase {
  route: typeof code2SessionWeixin | typeof code2SessionQQ | typeof code2SessionDouyin;
  /** The identity row's provider name. */
  provider: "weixin" | "qq" | "douyin";
  /** The platform the mini-program client says it is. */
  platform: string;
  appid: string;
  /** The fake provider of the harness that issues this provider's codes. */
  server: (s: SocialHarness) => {
    issueCode(grant: { appid: string; openid: string; sessionKey?: string }): string;
    requests: unknown[];
  };
}

/**
 * The tests every mini-program code2Session route must pass, run by each route's own test file: the
 * openid and a sealed key reference answered, the session key kept server-side and sealed at rest, no
 * account created, unknown and used codes refused, an unknown appid refused without calling the provider.
 */
export function code2SessionSuite(harness: () => SocialHarness, c: Code2SessionCase): void {
  const client = { client: { platform: c.platform } };

  it("answers the openid and a sealed encryptedKey, keeps the session key server-side, creates no account", async () => {
    const s = harness();
    const openid = `c2s_${process.pid}`;
    const sessionKey = "ZmFrZXNlc3Npb25rZXkxMg==";
    const users = await s.h.app.services.db.selectFrom("users").select("id").execute();
    const code = c.server(s).issueCode({ appid: c.appid, openid, sessionKey });
    const body = await s.h.call(c.route, { code }, client);
    expect(body).toMatchObject({ code: 0, msg: "ok", openid, appid: c.appid, platform: c.platform });
    expect(typeof body.encryptedKey).toBe("string");
    const text = JSON.stringify(body) + JSON.stringify(s.logs);
    for (const secret of [...SECRETS, sessionKey]) expect(text).not.toContain(secret);
    const stored = await s.h.app.services.db
      .selectFrom("social_session_keys")
      .selectAll()
      .where("openid", "=", openid)
      .execute();
    // Kept server-side, and sealed at rest: the row does not hold the key itself.
    expect(stored).toMatchObject([{ provider: c.provider, appid: c.appid }]);
    expect(stored[0]?.session_key).not.toContain(sessionKey);
    expect(Buffer.from(stored[0]?.session_key ?? "", "base64url").includes(Buffer.from(sessionKey))).toBe(
      false,
    );
    expect(await s.h.app.services.db.selectFrom("users").select("id").execute()).toHaveLength(users.length);
  });

  it("refuses an unknown code and a used one", async () => {
    const s = harness();
    expect((await s.h.call(c.route, { code: "unknown" }, client)).code).toBe(40029);
    const code = c.server(s).issueCode({ appid: c.appid, openid: "c2s_used" });
    expect((await s.h.call(c.route, { code }, client)).code).toBe(0);
    expect([40029, 40163]).toContain((await s.h.call(c.route, { code }, client)).code);
  });

  it("answers 91203 for an appid this deployment does not know, without calling the provider", async () => {
    const s = harness();
    const before = c.server(s).requests.length;
    expect((await s.h.call(c.route, { code: "x", appid: "unknownapp" }, client)).code).toBe(91203);
    expect(c.server(s).requests.length).toBe(before);
  });
}
