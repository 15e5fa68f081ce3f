import { bindHuawei, loginByHuawei } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderWorld, providerWorld, WORLD } from "../../../test/social/provider-world.js";

let w: ProviderWorld;
const app = { platform: "app" };
beforeAll(async () => {
  w = await providerWorld();
});
afterAll(() => w.close());

describe("user/kh/bindHuawei", () => {
  it("links a Huawei account; it then signs in the caller's account", async () => {
    const alice = await w.h.register();
    const user = { openid: "MDFA-bind-1", unionid: "MDFA-bind-u1" };
    const body = await w.h.call(
      bindHuawei,
      { code: w.huawei.issueCode(WORLD.huaweiApp.id, user) },
      { as: alice, client: app },
    );
    expect(body).toMatchObject({ code: 0, openid: user.openid, unionid: user.unionid });
    expect(body.userInfo).toMatchObject({ huawei_openid: { "app-plus": user.openid } });
    const login = await w.h.call(
      loginByHuawei,
      { code: w.huawei.issueCode(WORLD.huaweiApp.id, user) },
      { client: app },
    );
    expect(login).toMatchObject({ type: "login", uid: alice.uid });
  });

  it("never moves a Huawei account (or its UnionID) bound elsewhere (code 1)", async () => {
    const bob = await w.h.register();
    const carol = await w.h.register();
    const user = { openid: "MDFA-bind-2", unionid: "MDFA-bind-u2" };
    await w.h.call(
      bindHuawei,
      { code: w.huawei.issueCode(WORLD.huaweiApp.id, user) },
      { as: bob, client: app },
    );
    const sameUnion = { openid: "MDFA-bind-2-mp", unionid: "MDFA-bind-u2" };
    const body = await w.h.call(
      bindHuawei,
      { code: w.huawei.issueCode(WORLD.huaweiMp.id, sameUnion), clientId: WORLD.huaweiMp.id },
      { as: carol, client: { platform: "mp-harmony" } },
    );
    expect(body.code).toBe(1);
  });
});
