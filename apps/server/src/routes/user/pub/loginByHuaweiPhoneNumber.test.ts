import { loginByHuaweiPhoneNumber } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueMobile } from "../../../test/codes.js";
import { type SocialMoreWorld, socialMoreWorld, WORLD } from "../../../test/social-more/world.js";

let w: SocialMoreWorld;
const app = { client: { platform: "app" } };
beforeAll(async () => {
  w = await socialMoreWorld();
});
afterAll(() => w.close());

describe("user/pub/loginByHuaweiPhoneNumber", () => {
  it("registers by the Huawei account's mobile, with the Huawei identity linked", async () => {
    const mobile = uniqueMobile();
    const user = { openid: "MDFA-ph-1", unionid: "MDFA-ph-u1", mobileNumber: `+86-${mobile}` };
    const body = await w.h.call(
      loginByHuaweiPhoneNumber,
      { code: w.huawei.issueCode(WORLD.huaweiApp.id, user) },
      app,
    );
    expect(body).toMatchObject({ code: 0, type: "register", mobile });
    expect(body.userInfo).toMatchObject({ mobile, huawei_openid: { "app-plus": "MDFA-ph-1" } });
  });

  it("signs in the account that already has the mobile (10201 for type register)", async () => {
    const mobile = uniqueMobile();
    const owner = await w.h.createUser({ mobile, mobile_confirmed: 1 });
    const user = { openid: "MDFA-ph-2", unionid: "MDFA-ph-u2", mobileNumber: mobile };
    const body = await w.h.call(
      loginByHuaweiPhoneNumber,
      { code: w.huawei.issueCode(WORLD.huaweiApp.id, user) },
      app,
    );
    expect(body).toMatchObject({ code: 0, type: "login", uid: owner.uid });
    const again = await w.h.call(
      loginByHuaweiPhoneNumber,
      { code: w.huawei.issueCode(WORLD.huaweiApp.id, user), type: "register" },
      app,
    );
    expect(again.code).toBe(10201);
  });

  it("refuses an account without a mainland mobile (91312)", async () => {
    const code = w.huawei.issueCode(WORLD.huaweiApp.id, { openid: "MDFA-ph-3", unionid: "MDFA-ph-u3" });
    expect((await w.h.call(loginByHuaweiPhoneNumber, { code }, app)).code).toBe(91312);
  });
});
