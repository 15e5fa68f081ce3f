import { openapiWeixinSendMessage } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWithWeixin } from "../../../../../test/social/openapi-helpers.js";
import { APPS } from "../../../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../../../test/social/social-harness.js";

let s: SocialHarness;
let plain: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness({
    OPENAPI_WEIXIN_TEMPLATE_ID: "TPL_roster_demo_0001",
    OPENAPI_WEIXIN_TEMPLATE_DATA: JSON.stringify({ thing1: "Roster 演示", time2: "2026-11-23 12:00" }),
    OPENAPI_WEIXIN_TEMPLATE_PAGE: "pages/index/index?from=demo",
    OPENAPI_WEIXIN_MINIPROGRAM_STATE: "developer",
  });
  plain = await createSocialHarness();
});
afterAll(async () => {
  await s.close();
  await plain.close();
});
const sends = (h: SocialHarness) => h.wx.requests.filter((r) => r.path === "/cgi-bin/message/subscribe/send");

describe("template/openapi/weixin/kh/sendMessage", () => {
  it("sends the configured template to the caller's own openid with the app token", async () => {
    const { user, openid } = await userWithWeixin(s);
    s.wx.subscribed.add(openid);
    const body = await s.h.call(openapiWeixinSendMessage, {}, { as: user });
    expect(body).toMatchObject({ code: 0, msgid: 2_000_000_001 });
    const sent = sends(s).at(-1)!;
    expect(sent.query).toEqual({ access_token: s.wx.appTokens.get(APPS.wxMp.appid) });
    expect(sent.json).toEqual({
      touser: openid,
      template_id: "TPL_roster_demo_0001",
      page: "pages/index/index?from=demo",
      data: { thing1: { value: "Roster 演示" }, time2: { value: "2026-11-23 12:00" } },
      miniprogram_state: "developer",
      lang: "en_US",
    });
  });

  it("says 91831 when the caller has not accepted the message (each acceptance sends one)", async () => {
    const { user, openid } = await userWithWeixin(s);
    expect((await s.h.call(openapiWeixinSendMessage, {}, { as: user })).code).toBe(91831);
    s.wx.subscribed.add(openid);
    expect((await s.h.call(openapiWeixinSendMessage, {}, { as: user })).code).toBe(0);
    expect((await s.h.call(openapiWeixinSendMessage, {}, { as: user })).code).toBe(91831);
  });

  it("never sends for a stranger (30204) or a user without a linked mini-program account (91820)", async () => {
    const before = sends(s).length;
    expect((await s.h.call(openapiWeixinSendMessage, {})).code).toBe(30204);
    expect((await s.h.call(openapiWeixinSendMessage, {}, { as: await s.h.createUser() })).code).toBe(91820);
    // A client cannot name the receiver: an openid in the payload is not part of the input.
    const { user } = await userWithWeixin(s);
    const other = await userWithWeixin(s);
    s.wx.subscribed.add(other.openid);
    const body = await s.h.call(openapiWeixinSendMessage, { openid: other.openid } as never, { as: user });
    expect(body.code).not.toBe(0);
    expect(
      sends(s)
        .slice(before)
        .every((r) => r.json?.touser !== other.openid),
    ).toBe(true);
  });

  it("says the template is not configured (91830) when OPENAPI_WEIXIN_TEMPLATE_ID is unset", async () => {
    const { user } = await userWithWeixin(plain);
    expect((await plain.h.call(openapiWeixinSendMessage, {}, { as: user })).code).toBe(91830);
    expect(sends(plain)).toHaveLength(0);
  });
});
