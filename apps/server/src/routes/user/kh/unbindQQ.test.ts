import { bindQQ, loginByQQ, unbindQQ } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const client = { client: { platform: "mp-qq", locale: "zh-Hans" as const } };

describe("user/kh/unbindQQ", () => {
  it("unbinds a bound account, then says there is nothing to unbind", async () => {
    const user = await s.h.createUser();
    await s.h.call(
      bindQQ,
      { code: s.qq.issueCode({ appid: APPS.qqMp.appid, openid: "ub_QQ" }) },
      { as: user, ...client },
    );
    const body = await s.h.call(unbindQQ, {}, { as: user, ...client });
    expect(body).toMatchObject({ code: 0, msg: "解绑成功" });
    expect(body.userInfo).not.toHaveProperty("qq_openid");
    expect(await s.h.call(unbindQQ, {}, { as: user, ...client })).toMatchObject({
      code: 1,
      msg: "当前账号未绑定QQ，无需解绑",
    });
  });

  it("keeps the identity of an account that has no other way to sign in", async () => {
    const code = s.qq.issueCode({ appid: APPS.qqMp.appid, openid: "ub_last_QQ" });
    const body = await s.h.call(loginByQQ, { code }, client);
    const token = (body.vk_uni_token as { token: string }).token;
    expect((await s.h.call(unbindQQ, {}, { as: token, ...client })).code).toBe(91204);
  });
});
