import { openapiDouyinMsgSecCheck } from "@roster/contract/routes";
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
const checks = () => s.dy.requests.filter((r) => r.path === "/api/v2/tags/text/antidirt");

describe("template/openapi/douyin/kh/msgSecCheck", () => {
  it("posts the text as one task with the app token in X-Token; passes clean text", async () => {
    const user = await s.h.createUser();
    const body = await s.h.call(openapiDouyinMsgSecCheck, { content: "你好" }, { as: user });
    expect(body).toMatchObject({ code: 0, result: { suggest: "pass", trace_id: "dylog_roster_1" } });
    const sent = checks().at(-1)!;
    expect(sent.headers["x-token"]).toBe(s.dy.appTokens.get(APPS.douyin.appid));
    expect(sent.json).toEqual({ tasks: [{ content: "你好" }] });
    expect(sent.query).toEqual({});
    expectNoSecretsLogged(s);
  });

  it("answers 91810 naming the model that hit", async () => {
    const user = await s.h.createUser();
    const body = await s.h.call(openapiDouyinMsgSecCheck, { content: RISKY_TEXT }, { as: user });
    expect(body.code).toBe(91810);
    expect(String(body.msg)).toContain("short_content_antispam");
  });

  it("drops a token Douyin refuses (401 bad token) and retries once", async () => {
    const user = await s.h.createUser();
    await s.h.call(openapiDouyinMsgSecCheck, { content: "one" }, { as: user });
    const fetches = s.dy.tokenFetches;
    s.dy.appTokens.clear();
    expect((await s.h.call(openapiDouyinMsgSecCheck, { content: "two" }, { as: user })).code).toBe(0);
    expect(s.dy.tokenFetches).toBe(fetches + 1);
  });

  it("refuses a stranger (30204); says 91203 without Douyin settings", async () => {
    expect((await s.h.call(openapiDouyinMsgSecCheck, { content: "hello" })).code).toBe(30204);
    const h = await createHarness();
    try {
      const user = await h.createUser();
      expect((await h.call(openapiDouyinMsgSecCheck, { content: "hello" }, { as: user })).code).toBe(91203);
    } finally {
      await h.close();
    }
  });
});
