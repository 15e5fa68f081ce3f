import { openapiWeixinMsgSecCheck } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness } from "../../../../../test/harness.js";
import { RISKY_TEXT } from "../../../../../test/social/content-checks.js";
import { expectNoSecretsLogged, userWithWeixin } from "../../../../../test/social/openapi-helpers.js";
import { APPS } from "../../../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const checks = () => s.wx.requests.filter((r) => r.path === "/wxa/msg_sec_check");

describe("template/openapi/weixin/kh/msgSecCheck", () => {
  it("checks the text for the caller's own openid with the app token (version 2, scene, profile fields)", async () => {
    const { user, openid } = await userWithWeixin(s);
    const body = await s.h.call(
      openapiWeixinMsgSecCheck,
      { content: "你好，世界", nickname: "小明", title: "标题" },
      { as: user },
    );
    expect(body).toMatchObject({
      code: 0,
      result: { suggest: "pass", label: 100, trace_id: "trace_roster_1" },
    });
    const sent = checks().at(-1)!;
    expect(sent.query).toEqual({ access_token: s.wx.appTokens.get(APPS.wxMp.appid) });
    expect(sent.json).toEqual({
      version: 2,
      openid,
      scene: 3,
      content: "你好，世界",
      nickname: "小明",
      title: "标题",
    });
    expectNoSecretsLogged(s);
  });

  it("answers 91810 with WeChat's label for flagged text", async () => {
    const { user } = await userWithWeixin(s);
    const body = await s.h.call(openapiWeixinMsgSecCheck, { content: `x ${RISKY_TEXT}` }, { as: user });
    expect(body.code).toBe(91810);
    expect(String(body.msg)).toContain("20001");
  });

  it("needs a linked mini-program account (91820) and sends nothing without one", async () => {
    const user = await s.h.createUser();
    const before = checks().length;
    expect((await s.h.call(openapiWeixinMsgSecCheck, { content: "hello" }, { as: user })).code).toBe(91820);
    expect(checks()).toHaveLength(before);
  });

  it("refuses a stranger (30204) and bad input (empty text, scene 9) without calling WeChat", async () => {
    const before = checks().length;
    expect((await s.h.call(openapiWeixinMsgSecCheck, { content: "hello" })).code).toBe(30204);
    const { user } = await userWithWeixin(s);
    expect((await s.h.call(openapiWeixinMsgSecCheck, { content: "  " }, { as: user })).code).not.toBe(0);
    expect(
      (await s.h.call(openapiWeixinMsgSecCheck, { content: "a", scene: 9 }, { as: user })).code,
    ).not.toBe(0);
    expect(checks()).toHaveLength(before);
  });

  it("says WeChat is not configured (91203) without its settings", async () => {
    const h = await createHarness();
    try {
      const user = await h.createUser();
      expect((await h.call(openapiWeixinMsgSecCheck, { content: "hello" }, { as: user })).code).toBe(91203);
    } finally {
      await h.close();
    }
  });
});
