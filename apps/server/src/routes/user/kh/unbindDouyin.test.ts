import { bindDouyin, loginByDouyin, unbindDouyin } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const client = { client: { platform: "mp-toutiao", locale: "zh-Hans" as const } };

describe("user/kh/unbindDouyin", () => {
  it("unbinds a bound account, then says there is nothing to unbind", async () => {
    const user = await s.h.createUser();
    await s.h.call(
      bindDouyin,
      { code: s.dy.issueCode({ appid: APPS.douyin.appid, openid: "ub_Douyin" }) },
      { as: user, ...client },
    );
    const body = await s.h.call(unbindDouyin, {}, { as: user, ...client });
    expect(body).toMatchObject({ code: 0, msg: "解绑成功" });
    expect(body.userInfo).not.toHaveProperty("douyin_openid");
    expect(await s.h.call(unbindDouyin, {}, { as: user, ...client })).toMatchObject({
      code: 1,
      msg: "当前账号未绑定抖音，无需解绑",
    });
  });

  it("keeps the identity of an account that has no other way to sign in", async () => {
    const code = s.dy.issueCode({ appid: APPS.douyin.appid, openid: "ub_last_Douyin" });
    const body = await s.h.call(loginByDouyin, { code }, client);
    const token = (body.vk_uni_token as { token: string }).token;
    expect((await s.h.call(unbindDouyin, {}, { as: token, ...client })).code).toBe(91204);
  });
});
