import { code2SessionAlipay } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderWorld, providerWorld, WORLD } from "../../../test/social/provider-world.js";

let w: ProviderWorld;
beforeAll(async () => {
  w = await providerWorld();
});
afterAll(() => w.close());

describe("user/pub/code2SessionAlipay", () => {
  it("answers the user_id, app and platform, and no Alipay token", async () => {
    const code = w.alipay.issueCode({ userId: "2088000000000101", scope: "auth_base" });
    const body = await w.h.call(code2SessionAlipay, { code, platform: "mp-alipay" });
    expect(body).toEqual({
      code: 0,
      msg: "ok",
      openid: "2088000000000101",
      appid: WORLD.alipayAppid,
      platform: "mp-alipay",
    });
    expect((await w.h.call(code2SessionAlipay, { code, platform: "mp-alipay" })).code).toBe(91301);
  });

  it("picks the app by appid; an unknown appid is not configured", async () => {
    const code = w.alipay.issueCode({ userId: "2088000000000102", scope: "auth_base" });
    const named = await w.h.call(
      code2SessionAlipay,
      { code, appid: WORLD.alipayAppid },
      { client: { platform: "mp-alipay" } },
    );
    expect(named.openid).toBe("2088000000000102");
    const unknown = await w.h.call(code2SessionAlipay, {
      code: "x",
      appid: "2021999999999999",
      platform: "mp-alipay",
    });
    expect(unknown.code).toBe(91203);
  });
});
