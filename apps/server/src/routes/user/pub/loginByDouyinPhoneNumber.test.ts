import { code2SessionDouyin, code2SessionWeixin, loginByDouyinPhoneNumber } from "@roster/contract/routes";
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
const tt = { client: { platform: "mp-toutiao", locale: "zh-Hans" as const } };
const IV = "EBESExQVFhcYGRobHB0eHw==";

async function encrypted(mobile: string, appid: string, countryCode = "86") {
  const sessionKey = "ZG91eWluc2Vzc2lvbmtleQ==";
  const openid = `dyph_${mobile}`;
  const c2s = await s.h.call(
    code2SessionDouyin,
    { code: s.dy.issueCode({ appid: APPS.douyin.appid, openid, sessionKey }) },
    tt,
  );
  const plain = JSON.stringify({
    phoneNumber: countryCode === "86" ? mobile : `+${countryCode} ${mobile}`,
    purePhoneNumber: mobile,
    countryCode,
    watermark: { timestamp: 1, appid },
  });
  return {
    openid,
    encryptedKey: c2s.encryptedKey as string,
    iv: IV,
    encryptedData: await encryptForClient(plain, sessionKey, IV),
  };
}

/** A WeChat session reference, which a Douyin route must refuse. */
async function weixinKey() {
  const code = s.wx.issueCode({ appid: APPS.wxMp.appid, openid: "wx_for_dy" });
  return (await s.h.call(code2SessionWeixin, { code }, { client: { platform: "mp-weixin" } })).encryptedKey;
}

describe("user/pub/loginByDouyinPhoneNumber", () => {
  it("registers by the decrypted Douyin phone and links the openid", async () => {
    const mobile = uniqueMobile();
    const { openid, ...input } = await encrypted(mobile, APPS.douyin.appid);
    const body = await s.h.call(loginByDouyinPhoneNumber, input, tt);
    expect(body).toMatchObject({
      code: 0,
      type: "register",
      mobile,
      userInfo: { mobile, douyin_openid: { "mp-toutiao": openid } },
    });
  });

  it.each([
    ["1", (m: string) => m.slice(1), (m: string) => `+1${m.slice(1)}`],
    ["886", () => "912345679", () => "+886912345679"],
    ["81", () => "9012345670", () => "+819012345670"],
  ])("never signs a +%s number in to a mainland account", async (countryCode, national, stored) => {
    const mobile = uniqueMobile();
    const victim = await s.h.createUser({ mobile, mobile_confirmed: 1 });
    const { openid: _o, ...input } = await encrypted(national(mobile), APPS.douyin.appid, countryCode);
    const body = await s.h.call(loginByDouyinPhoneNumber, input, tt);
    expect(body).toMatchObject({ code: 0, type: "register", mobile: stored(mobile) });
    expect(body.uid).not.toBe(victim.uid);
  });

  it("refuses a code ('抖音不支持参数code') and a foreign watermark", async () => {
    expect(await s.h.call(loginByDouyinPhoneNumber, { code: "abc" }, tt)).toMatchObject({
      code: -1,
      msg: "抖音不支持参数code",
    });
    const { openid: _o, ...input } = await encrypted(uniqueMobile(), "ttforeign");
    expect(await s.h.call(loginByDouyinPhoneNumber, input, tt)).toMatchObject({
      code: -1,
      msg: "appid不一致",
    });
  });

  it("refuses a WeChat session reference (its provider is not Douyin)", async () => {
    const mobile = uniqueMobile();
    const { openid: _o, ...input } = await encrypted(mobile, APPS.douyin.appid);
    const body = await s.h.call(
      loginByDouyinPhoneNumber,
      { ...input, encryptedKey: (await weixinKey()) as string },
      tt,
    );
    expect(body, JSON.stringify(body)).toMatchObject({ code: 91206 });
  });
});
