import { getQQMiniCode } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());

describe("user/kh/getQQMiniCode", () => {
  it("answers the image as a data URL; CreateMiniCode got the appid and path with the app token", async () => {
    const user = await s.h.createUser();
    const body = await s.h.call(getQQMiniCode, { path: "pages/index/index" }, { as: user });
    expect(body.code).toBe(0);
    expect(String(body.base64)).toMatch(/^data:image\/jpeg;base64,/);
    const sent = s.qq.requests.find((r) => r.path === "/api/json/qqa/CreateMiniCode")!;
    expect(sent.json).toEqual({ appid: APPS.qqMp.appid, path: "pages/index/index" });
    expect(sent.query.access_token).toBe(s.qq.appTokens.get(APPS.qqMp.appid));
  });

  it("says 41030 for a page QQ refuses", async () => {
    const user = await s.h.createUser();
    expect((await s.h.call(getQQMiniCode, { path: "other/index" }, { as: user })).code).toBe(41030);
  });
});
