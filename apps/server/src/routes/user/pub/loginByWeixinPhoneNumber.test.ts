import { code2SessionWeixin, loginByWeixinPhoneNumber } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueMobile } from "../../../test/codes.js";
import { APPS } from "../../../test/social/social-env.js";
import {
  createSocialHarness,
  encryptForClient,
  type SocialHarness,
} from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const mp = { client: { platform: "mp-weixin", locale: "zh-Hans" as const } };
const IV = "EBESExQVFhcYGRobHB0eHw==";

describe("user/pub/loginByWeixinPhoneNumber", () => {
  it("registers by the phone WeChat vouches for (nickname 手机尾号), then signs the same mobile in", async () => {
    const mobile = uniqueMobile();
    s.wx.phoneCodes.set(`p_${mobile}`, { appid: APPS.wxMp.appid, phone: mobile });
    const first = await s.h.call(loginByWeixinPhoneNumber, { code: `p_${mobile}` }, mp);
    expect(first).toMatchObject({
      code: 0,
      type: "register",
      mobile,
      userInfo: { mobile, mobile_confirmed: 1, nickname: `手机尾号${mobile.slice(-4)}用户` },
    });
    s.wx.phoneCodes.set(`q_${mobile}`, { appid: APPS.wxMp.appid, phone: mobile });
    const again = await s.h.call(loginByWeixinPhoneNumber, { code: `q_${mobile}`, type: "login" }, mp);
    expect(again).toMatchObject({ code: 0, type: "login", uid: first.uid });
  });

  it("with encryptedData + encryptedKey links the mini-program openid to the new account", async () => {
    const mobile = uniqueMobile();
    const sessionKey = "MTIzNDU2Nzg5MGFiY2RlZg==";
    const openid = `ph_${mobile}`;
    const c2s = await s.h.call(
      code2SessionWeixin,
      { code: s.wx.issueCode({ appid: APPS.wxMp.appid, openid, sessionKey }) },
      mp,
    );
    const plain = JSON.stringify({
      phoneNumber: mobile,
      purePhoneNumber: mobile,
      countryCode: "86",
      watermark: { timestamp: 1, appid: APPS.wxMp.appid },
    });
    const encryptedData = await encryptForClient(plain, sessionKey, IV);
    const body = await s.h.call(
      loginByWeixinPhoneNumber,
      { encryptedData, iv: IV, encryptedKey: c2s.encryptedKey as string, nickname: "小王" },
      mp,
    );
    expect(body).toMatchObject({
      code: 0,
      type: "register",
      userInfo: { nickname: "小王", wx_openid: { "mp-weixin": openid } },
    });
  });

  it("honours type and the invite code like loginBySms", async () => {
    const mobile = uniqueMobile();
    s.wx.phoneCodes.set(`r_${mobile}`, { appid: APPS.wxMp.appid, phone: mobile });
    expect((await s.h.call(loginByWeixinPhoneNumber, { code: `r_${mobile}`, type: "login" }, mp)).code).toBe(
      10202,
    );
    s.wx.phoneCodes.set(`s_${mobile}`, { appid: APPS.wxMp.appid, phone: mobile });
    expect(
      (await s.h.call(loginByWeixinPhoneNumber, { code: `s_${mobile}`, inviteCode: "NOSUCH1" }, mp)).code,
    ).toBe(10203);
  });

  it.each([
    ["1", (m: string) => m.slice(1), (m: string) => `+1${m.slice(1)}`],
    ["44", () => "7700900125", () => "+447700900125"],
    ["852", () => "51234569", () => "+85251234569"],
  ])("never signs a +%s number in to a mainland account", async (countryCode, national, stored) => {
    const mobile = uniqueMobile();
    const victim = await s.h.createUser({ mobile, mobile_confirmed: 1 });
    s.wx.phoneCodes.set(`f_${mobile}`, { appid: APPS.wxMp.appid, phone: national(mobile), countryCode });
    const body = await s.h.call(loginByWeixinPhoneNumber, { code: `f_${mobile}` }, mp);
    expect(body).toMatchObject({ code: 0, type: "register", mobile: stored(mobile) });
    expect(body.uid).not.toBe(victim.uid);
  });

  it("reads a phone_info without countryCode from phoneNumber, which carries the country code", async () => {
    const mobile = uniqueMobile();
    const victim = await s.h.createUser({ mobile, mobile_confirmed: 1 });
    const sessionKey = "Zm9yZWlnbnNlc3Npb25rZQ==";
    const c2s = await s.h.call(
      code2SessionWeixin,
      { code: s.wx.issueCode({ appid: APPS.wxMp.appid, openid: `phf_${mobile}`, sessionKey }) },
      mp,
    );
    const encrypt = (info: object) =>
      encryptForClient(
        JSON.stringify({ ...info, watermark: { timestamp: 1, appid: APPS.wxMp.appid } }),
        sessionKey,
        IV,
      );
    const foreign = await encrypt({ phoneNumber: `+1 ${mobile.slice(1)}`, purePhoneNumber: mobile.slice(1) });
    const input = { iv: IV, encryptedKey: c2s.encryptedKey as string };
    const body = await s.h.call(loginByWeixinPhoneNumber, { ...input, encryptedData: foreign }, mp);
    expect(body).toMatchObject({ code: 0, type: "register", mobile: `+1${mobile.slice(1)}` });
    expect(body.uid).not.toBe(victim.uid);
    const bare = await encrypt({ phoneNumber: mobile.slice(1), purePhoneNumber: mobile.slice(1) });
    expect((await s.h.call(loginByWeixinPhoneNumber, { ...input, encryptedData: bare }, mp)).code).toBe(
      91950,
    );
  });

  it("refuses a call with neither a code nor encrypted data", async () => {
    expect((await s.h.call(loginByWeixinPhoneNumber, {}, mp)).code).toBe(91205);
  });
});
