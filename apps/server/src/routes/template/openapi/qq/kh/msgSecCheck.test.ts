import { openapiQQMsgSecCheck } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness } from "../../../../../test/harness.js";
import { RISKY_TEXT } from "../../../../../test/social/content-checks.js";
import { expectNoSecretsLogged } from "../../../../../test/social/openapi-helpers.js";
import { APPS } from "../../../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const checks = () => s.qq.requests.filter((r) => r.path === "/api/json/security/MsgSecCheck");

describe("template/openapi/qq/kh/msgSecCheck", () => {
  it("posts {appid, content} with the mini-program's app token; passes clean text", async () => {
    const user = await s.h.createUser();
    const body = await s.h.call(openapiQQMsgSecCheck, { content: "你好" }, { as: user });
    expect(body).toMatchObject({ code: 0, result: { suggest: "pass" } });
    const sent = checks().at(-1)!;
    expect(sent.query).toEqual({ access_token: s.qq.appTokens.get(APPS.qqMp.appid) });
    expect(sent.json).toEqual({ appid: APPS.qqMp.appid, content: "你好" });
    expectNoSecretsLogged(s);
  });

  it("answers 91810 for QQ's 87014", async () => {
    const user = await s.h.createUser();
    const body = await s.h.call(openapiQQMsgSecCheck, { content: RISKY_TEXT }, { as: user });
    expect(body.code).toBe(91810);
  });

  it("drops a token QQ refuses and retries once with a fresh one", async () => {
    const user = await s.h.createUser();
    s.qq.appTokens.set(APPS.qqMp.appid, "revoked-elsewhere");
    await s.h.call(openapiQQMsgSecCheck, { content: "one" }, { as: user });
    const fetches = s.qq.tokenFetches;
    s.qq.appTokens.clear(); // the cached token is now unknown to QQ: 40001
    const body = await s.h.call(openapiQQMsgSecCheck, { content: "two" }, { as: user });
    expect(body.code).toBe(0);
    expect(s.qq.tokenFetches).toBe(fetches + 1);
  });

  it("refuses a stranger (30204) and a text over 2,500 characters without calling QQ", async () => {
    const before = checks().length;
    expect((await s.h.call(openapiQQMsgSecCheck, { content: "hello" })).code).toBe(30204);
    const user = await s.h.createUser();
    const long = await s.h.call(openapiQQMsgSecCheck, { content: "x".repeat(2501) }, { as: user });
    expect(long.code).not.toBe(0);
    expect(checks()).toHaveLength(before);
  });

  it("says QQ is not configured (91203) without its settings", async () => {
    const h = await createHarness();
    try {
      const user = await h.createUser();
      expect((await h.call(openapiQQMsgSecCheck, { content: "hello" }, { as: user })).code).toBe(91203);
    } finally {
      await h.close();
    }
  });
});
