import { bindDouyin } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const tt = (as: { token: string }) => ({
  as: as.token,
  client: { platform: "mp-toutiao", locale: "zh-Hans" as const },
});

describe("user/kh/bindDouyin", () => {
  it("links a Douyin account, refuses it for another account (code 1) and refuses a second one", async () => {
    const user = await s.h.createUser();
    const code = s.dy.issueCode({ appid: APPS.douyin.appid, openid: "bd_1" });
    expect(await s.h.call(bindDouyin, { code }, tt(user))).toMatchObject({
      code: 0,
      msg: "绑定成功",
      openid: "bd_1",
      userInfo: { douyin_openid: { "mp-toutiao": "bd_1" } },
    });
    const other = await s.h.createUser();
    const taken = await s.h.call(
      bindDouyin,
      { code: s.dy.issueCode({ appid: APPS.douyin.appid, openid: "bd_1" }) },
      tt(other),
    );
    expect(taken).toMatchObject({ code: 1, msg: "当前抖音号已绑定其他账号，请先解绑" });
    const second = await s.h.call(
      bindDouyin,
      { code: s.dy.issueCode({ appid: APPS.douyin.appid, openid: "bd_2" }) },
      tt(user),
    );
    expect(second).toMatchObject({ code: 1, msg: "当前账号已绑定抖音，请勿重复绑定" });
  });
});
