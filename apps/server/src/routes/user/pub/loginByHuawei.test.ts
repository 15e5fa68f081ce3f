import { loginByHuawei } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderWorld, providerWorld, WORLD } from "../../../test/social/provider-world.js";

let w: ProviderWorld;
const app = { client: { platform: "app" } };
beforeAll(async () => {
  w = await providerWorld();
});
afterAll(() => w.close());

describe("user/pub/loginByHuawei", () => {
  it("registers with the id_token's OpenID and UnionID, then signs in the same account", async () => {
    const user = { openid: "MDFAhw-open-1", unionid: "MDFAhw-union-1", displayName: "华为用户" };
    const first = await w.h.call(loginByHuawei, { code: w.huawei.issueCode(WORLD.huaweiApp.id, user) }, app);
    expect(first).toMatchObject({
      code: 0,
      type: "register",
      provider: "huawei",
      openid: user.openid,
      unionid: user.unionid,
    });
    expect(first.userInfo).toMatchObject({
      nickname: "华为用户",
      huawei_openid: { "app-plus": user.openid },
    });
    const again = await w.h.call(loginByHuawei, { code: w.huawei.issueCode(WORLD.huaweiApp.id, user) }, app);
    expect(again).toMatchObject({ type: "login", uid: first.uid });
  });

  it("signs in by UnionID from the HarmonyOS client chosen by clientId", async () => {
    const user = { openid: "MDFAhw-open-2", unionid: "MDFAhw-union-2" };
    const first = await w.h.call(loginByHuawei, { code: w.huawei.issueCode(WORLD.huaweiApp.id, user) }, app);
    const mp = { ...user, openid: "MDFAhw-open-2-mp" };
    const body = await w.h.call(
      loginByHuawei,
      { code: w.huawei.issueCode(WORLD.huaweiMp.id, mp), clientId: WORLD.huaweiMp.id },
      { client: { platform: "mp-harmony" } },
    );
    expect(body).toMatchObject({ code: 0, type: "login", uid: first.uid, openid: "MDFAhw-open-2-mp" });
  });

  it("refuses an id_token for another client (91311), a used code (91310) and type login for a stranger", async () => {
    const user = { openid: "MDFAhw-open-3", unionid: "MDFAhw-union-3" };
    const wrongAud = w.huawei.issueCode(WORLD.huaweiApp.id, user, { claims: { aud: "104999999" } });
    expect((await w.h.call(loginByHuawei, { code: wrongAud }, app)).code).toBe(91311);
    expect((await w.h.call(loginByHuawei, { code: wrongAud }, app)).code).toBe(91310);
    const login = await w.h.call(
      loginByHuawei,
      { code: w.huawei.issueCode(WORLD.huaweiApp.id, user), type: "login" },
      app,
    );
    expect(login).toMatchObject({ code: -1, needRegister: true });
  });
});
