import { bindAlipay, getMyUserInfo, loginByAlipay, unbindAlipay } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderWorld, providerWorld } from "../../../test/social/provider-world.js";

let w: ProviderWorld;
const mp = { platform: "mp-alipay" };
beforeAll(async () => {
  w = await providerWorld();
});
afterAll(() => w.close());

describe("user/kh/unbindAlipay", () => {
  it("unlinks the caller's Alipay account; a second unbind has nothing to do (code 1)", async () => {
    const alice = await w.h.register();
    await w.h.call(
      bindAlipay,
      { code: w.alipay.issueCode({ userId: "2088000000000301", scope: "auth_base" }) },
      { as: alice, client: mp },
    );
    const body = await w.h.call(unbindAlipay, {}, { as: alice });
    expect(body.code).toBe(0);
    expect(body.userInfo?.ali_openid).toBeUndefined();
    expect((await w.h.call(getMyUserInfo, {}, { as: alice })).userInfo?.ali_openid).toBeUndefined();
    expect((await w.h.call(unbindAlipay, {}, { as: alice })).code).toBe(1);
  });

  it("keeps the only way into an account made by Alipay (91204)", async () => {
    const login = await w.h.call(
      loginByAlipay,
      { code: w.alipay.issueCode({ userId: "2088000000000302", scope: "auth_base" }) },
      { client: mp },
    );
    const body = await w.h.call(unbindAlipay, {}, { as: login.vk_uni_token!.token });
    expect(body.code).toBe(91204);
  });
});
