import { code2SessionHuawei } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderWorld, providerWorld, WORLD } from "../../../test/social/provider-world.js";

let w: ProviderWorld;
beforeAll(async () => {
  w = await providerWorld();
});
afterAll(() => w.close());

describe("user/pub/code2SessionHuawei", () => {
  it("answers the OpenID, UnionID and client, and sends the client's secret only to Huawei", async () => {
    const code = w.huawei.issueCode(WORLD.huaweiApp.id, { openid: "MDFA-c2s-1", unionid: "MDFA-c2s-u1" });
    const body = await w.h.call(code2SessionHuawei, { code, platform: "app" });
    expect(body).toEqual({
      code: 0,
      msg: "ok",
      openid: "MDFA-c2s-1",
      unionid: "MDFA-c2s-u1",
      appid: WORLD.huaweiApp.id,
      platform: "app",
    });
    expect(JSON.stringify(body)).not.toContain(WORLD.huaweiApp.secret);
  });

  it("uses the client named by clientId, and refuses one that is not configured", async () => {
    const code = w.huawei.issueCode(WORLD.huaweiMp.id, { openid: "MDFA-c2s-2", unionid: "MDFA-c2s-u2" });
    const body = await w.h.call(code2SessionHuawei, {
      code,
      clientId: WORLD.huaweiMp.id,
      platform: "mp-harmony",
    });
    expect(body).toMatchObject({ code: 0, appid: WORLD.huaweiMp.id });
    expect((await w.h.call(code2SessionHuawei, { code: "x", platform: "mp-alipay" })).code).toBe(91203);
  });
});
