import { bindHuawei, unbindHuawei } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderWorld, providerWorld, WORLD } from "../../../test/social/provider-world.js";

let w: ProviderWorld;
beforeAll(async () => {
  w = await providerWorld();
});
afterAll(() => w.close());

describe("user/kh/unbindHuawei", () => {
  it("unlinks one client's identity by appid, then the rest", async () => {
    const alice = await w.h.register();
    const user = { openid: "MDFA-unb-1", unionid: "MDFA-unb-u1" };
    await w.h.call(
      bindHuawei,
      { code: w.huawei.issueCode(WORLD.huaweiApp.id, user) },
      { as: alice, client: { platform: "app" } },
    );
    await w.h.call(
      bindHuawei,
      {
        code: w.huawei.issueCode(WORLD.huaweiMp.id, { ...user, openid: "MDFA-unb-1-mp" }),
        clientId: WORLD.huaweiMp.id,
      },
      { as: alice, client: { platform: "mp-harmony" } },
    );
    const one = await w.h.call(unbindHuawei, { appid: WORLD.huaweiApp.id }, { as: alice });
    expect(one.code).toBe(0);
    expect(one.userInfo?.huawei_openid).toEqual({
      "mp-harmony": "MDFA-unb-1-mp",
      [`mp-harmony_${WORLD.huaweiMp.id}`]: "MDFA-unb-1-mp",
    });
    expect((await w.h.call(unbindHuawei, {}, { as: alice })).code).toBe(0);
    expect((await w.h.call(unbindHuawei, {}, { as: alice })).code).toBe(1);
  });
});
