import { bindQQ } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());

describe("user/kh/bindQQ", () => {
  it("links a QQ app account by its access token, and answers 60502 when it belongs to another account", async () => {
    const user = await s.h.createUser();
    const token = s.qq.appUser(APPS.qqApp.appid, "bq_1");
    const body = await s.h.call(
      bindQQ,
      { accessToken: token },
      { as: user, client: { platform: "app-plus" } },
    );
    expect(body).toMatchObject({ code: 0, openid: "bq_1", userInfo: { qq_openid: { "app-plus": "bq_1" } } });
    const other = await s.h.createUser();
    const again = await s.h.call(
      bindQQ,
      { accessToken: s.qq.appUser(APPS.qqApp.appid, "bq_1") },
      { as: other, client: { platform: "app-plus" } },
    );
    expect(again.code).toBe(60502);
  });

  it("links a mini-program account by code", async () => {
    const user = await s.h.createUser();
    const code = s.qq.issueCode({ appid: APPS.qqMp.appid, openid: "bq_mp" });
    expect(await s.h.call(bindQQ, { code }, { as: user, client: { platform: "mp-qq" } })).toMatchObject({
      code: 0,
      openid: "bq_mp",
    });
  });
});
