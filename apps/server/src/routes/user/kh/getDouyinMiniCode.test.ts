import { getDouyinMiniCode } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());

describe("user/kh/getDouyinMiniCode", () => {
  it("opens path?scene, the scene defaulting to the caller's invite code, URL-encoded for Douyin", async () => {
    const user = await s.h.createUser({ my_invite_code: "DYCODE1" });
    const body = await s.h.call(getDouyinMiniCode, { path: "pages/index/index" }, { as: user });
    expect(body.code).toBe(0);
    expect(String(body.base64)).toMatch(/^data:image\/jpeg;base64,/);
    const sent = s.dy.requests.find((r) => r.path === "/api/apps/qrcode")!;
    expect(sent.json).toMatchObject({
      appname: "douyin",
      path: encodeURIComponent("pages/index/index?code=DYCODE1"),
    });
    await s.h.call(getDouyinMiniCode, { path: "pages/index/index", scene: "a=2" }, { as: user });
    expect(s.dy.requests.filter((r) => r.path === "/api/apps/qrcode").at(-1)!.json).toMatchObject({
      path: encodeURIComponent("pages/index/index?a=2"),
    });
    expect(s.dy.tokenFetches).toBe(1);
  });
});
