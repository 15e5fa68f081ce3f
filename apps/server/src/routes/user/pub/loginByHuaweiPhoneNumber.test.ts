import { loginByHuaweiPhoneNumber } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueMobile } from "../../../test/codes.js";
import { type ProviderWorld, providerWorld, WORLD } from "../../../test/social/provider-world.js";

let w: ProviderWorld;
const app = { client: { platform: "app" } };
beforeAll(async () => {
  w = await providerWorld();
});
afterAll(() => w.close());

const identitiesOf = (openid: string) =>
  w.h.app.services.db.selectFrom("user_identities").selectAll().where("openid", "=", openid).execute();

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

  // The attack of issue 27: a Huawei account verified with a +1 number whose digits, without the "+",
  // read as a mainland mobile. It must neither sign in to nor link itself to that mainland account.
  it.each([
    [
      "a +1 number written with separators",
      (m: string) => `+1 ${m.slice(1, 4)}-${m.slice(4, 7)}-${m.slice(7)}`,
    ],
    ["HarmonyOS's 00 form of a +1 number", (m: string) => `001${m.slice(1)}`],
  ])("never signs %s in to the mainland account of the same digits", async (_name, foreign) => {
    const mobile = uniqueMobile();
    const victim = await w.h.createUser({ mobile, mobile_confirmed: 1 });
    const openid = `MDFA-ph-f-${mobile}`;
    const user = { openid, unionid: `${openid}-u`, mobileNumber: foreign(mobile) };
    const body = await w.h.call(
      loginByHuaweiPhoneNumber,
      { code: w.huawei.issueCode(WORLD.huaweiApp.id, user) },
      app,
    );
    expect(body).toMatchObject({ code: 0, type: "register", mobile: `+1${mobile.slice(1)}` });
    expect(body.uid).not.toBe(victim.uid);
    const linked = await identitiesOf(openid);
    expect(linked.map((row) => row.user_id)).toEqual([body.uid]);
  });

  it.each([
    ["+44 7700 900123", "+447700900123"],
    ["+852 5123 4567", "+85251234567"],
    ["+886 912 345 678", "+886912345678"],
    ["0081 90-1234-5678", "+819012345678"],
  ])("keeps another country's number %s with its country code", async (mobileNumber, stored) => {
    const openid = `MDFA-ph-c-${stored}`;
    const code = w.huawei.issueCode(WORLD.huaweiApp.id, { openid, unionid: `${openid}-u`, mobileNumber });
    const body = await w.h.call(loginByHuaweiPhoneNumber, { code }, app);
    expect(body).toMatchObject({ code: 0, type: "register", mobile: stored, userInfo: { mobile: stored } });
  });

  it.each([
    ["+86 138 0013 8000", (m: string) => `+86 ${m.slice(0, 3)} ${m.slice(3, 7)} ${m.slice(7)}`],
    ["0086-13800138000", (m: string) => `0086-${m}`],
  ])("reads %s as the mainland number", async (_form, written) => {
    const mobile = uniqueMobile();
    const owner = await w.h.createUser({ mobile, mobile_confirmed: 1 });
    const mobileNumber = written(mobile);
    const openid = `MDFA-ph-m-${mobile}`;
    const code = w.huawei.issueCode(WORLD.huaweiApp.id, { openid, unionid: `${openid}-u`, mobileNumber });
    expect(await w.h.call(loginByHuaweiPhoneNumber, { code }, app)).toMatchObject({
      code: 0,
      type: "login",
      uid: owner.uid,
    });
  });

  it("refuses a number it cannot place in a country (91950) without signing anyone in", async () => {
    const mobile = uniqueMobile();
    await w.h.createUser({ mobile, mobile_confirmed: 1 });
    for (const mobileNumber of [`86${mobile}`, mobile.slice(1), "+86 10 6552 9988", "138-0013-800x"]) {
      const openid = `MDFA-ph-x-${mobileNumber}`;
      const code = w.huawei.issueCode(WORLD.huaweiApp.id, { openid, unionid: `${openid}-u`, mobileNumber });
      const body = await w.h.call(loginByHuaweiPhoneNumber, { code }, app);
      expect(body.code, mobileNumber).toBe(91950);
      expect(await identitiesOf(openid)).toEqual([]);
    }
  });

  it("refuses an account without a mobile (91312)", async () => {
    const code = w.huawei.issueCode(WORLD.huaweiApp.id, { openid: "MDFA-ph-3", unionid: "MDFA-ph-u3" });
    expect((await w.h.call(loginByHuaweiPhoneNumber, { code }, app)).code).toBe(91312);
  });
});
