import { getWeixinMPqrcode } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_IMAGE } from "../../../test/social/protocol-server.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const lastCodeRequest = () => s.wx.requests.filter((r) => r.path === "/wxa/getwxacodeunlimit").at(-1)!;

describe("user/kh/getWeixinMPqrcode", () => {
  it("answers the image as a data URL; the scene defaults to the caller's invite code", async () => {
    const user = await s.h.createUser({ my_invite_code: "QR7CODE" });
    const body = await s.h.call(getWeixinMPqrcode, { page: "pages/index/index" }, { as: user });
    expect(body).toMatchObject({
      code: 0,
      base64: `data:image/jpeg;base64,${FAKE_IMAGE.toString("base64")}`,
    });
    expect(lastCodeRequest().json).toMatchObject({
      scene: "code=QR7CODE",
      page: "pages/index/index",
      check_path: true,
    });
  });

  it("forces check_path for callers who are not admins; admins may turn it off", async () => {
    const user = await s.h.createUser();
    await s.h.call(
      getWeixinMPqrcode,
      { scene: "a=1", page: "pages/draft/index", check_path: false },
      { as: user },
    );
    expect(lastCodeRequest().json).toMatchObject({ check_path: true });
    const admin = await s.h.createUser({ roles: ["admin"] });
    const body = await s.h.call(
      getWeixinMPqrcode,
      { scene: "a=1", page: "pages/draft/index", check_path: false },
      { as: admin },
    );
    expect(body.code).toBe(0);
    expect(lastCodeRequest().json).toMatchObject({ check_path: false });
  });

  it("gives a user without an invite code one, and says 41030 for an unknown page", async () => {
    const user = await s.h.createUser();
    const body = await s.h.call(
      getWeixinMPqrcode,
      { page: "pages/nothere/index" },
      { as: user, client: { locale: "zh-Hans" } },
    );
    expect(body).toMatchObject({ code: 41030, msg: "小程序页面不存在!" });
    expect(String(lastCodeRequest().json?.scene)).toMatch(/^code=[A-Z0-9]{7}$/);
  });

  it("refuses hostile scene and page values before calling WeChat", async () => {
    const user = await s.h.createUser();
    const before = s.wx.requests.length;
    for (const data of [
      { scene: "x".repeat(33) },
      { scene: "中文" },
      { page: "/pages/index/index" },
      { page: "pages/index/index?a=1" },
      { width: 5000 },
    ]) {
      expect((await s.h.call(getWeixinMPqrcode.path, data, { as: user })).code).toBe(-1);
    }
    expect(s.wx.requests.length).toBe(before);
  });
});
