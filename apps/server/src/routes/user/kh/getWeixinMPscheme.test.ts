import { getWeixinMPscheme } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());

describe("user/kh/getWeixinMPscheme", () => {
  it("asks for a scheme that expires within 30 days and answers the openlink", async () => {
    const user = await s.h.createUser();
    const body = await s.h.call(getWeixinMPscheme, { path: "pages/index/index", query: "a=1" }, { as: user });
    expect(body).toMatchObject({ code: 0, openlink: "weixin://dl/business/?t=ROSTERtest" });
    const sent = s.wx.requests.find((r) => r.path === "/wxa/generatescheme")!;
    expect(sent.json).toEqual({
      jump_wxa: { path: "pages/index/index", query: "a=1", env_version: "release" },
      expire_type: 1,
      expire_interval: 30,
    });
  });

  it("refuses more than 30 days and answers 41030 for a page WeChat does not know (40165)", async () => {
    const user = await s.h.createUser();
    expect(
      (
        await s.h.call(
          getWeixinMPscheme.path,
          { path: "pages/index/index", expire_interval: 90 },
          { as: user },
        )
      ).code,
    ).toBe(-1);
    expect((await s.h.call(getWeixinMPscheme, { path: "pages/gone/index" }, { as: user })).code).toBe(41030);
  });
});
