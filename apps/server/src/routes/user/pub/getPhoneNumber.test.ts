import { code2SessionWeixin, getPhoneNumber } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS, SECRETS } from "../../../test/social/social-env.js";
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
const mp = { client: { platform: "mp-weixin" } };

/** outside-protocols §1.4's example: this session key and iv give exactly this encryptedData. */
const VECTOR = {
  sessionKey: "AAECAwQFBgcICQoLDA0ODw==",
  iv: "EBESExQVFhcYGRobHB0eHw==",
  encryptedData:
    "aLhedzo+Z6es5zW+YHo9susiHnaEYeAkbZXA6vB3xXwsEHApbzM53NsvIVPS8sbzE9Tu3cKoosCIaJ9ReH9c7q8xI4AFlJ8HTHrrdVC0WzSFVEG+Q/SUBzVOfvRAiCzg9pRwA0o1X/SBOShf2kiL8wNfdlkWY+I9rsvJLhx38KPligMy/5ajh2WA9GMad7QPJ4mOrRhNln1eQPztHyRiSA==",
};

async function session(openid: string, sessionKey = VECTOR.sessionKey): Promise<string> {
  const code = s.wx.issueCode({ appid: APPS.wxMp.appid, openid, sessionKey });
  const body = await s.h.call(code2SessionWeixin, { code }, mp);
  return body.encryptedKey as string;
}

describe("user/pub/getPhoneNumber", () => {
  it("decrypts the reference vector with the stored session key (watermark appid matches)", async () => {
    const encryptedKey = await session("phone_vec");
    const body = await s.h.call(
      getPhoneNumber,
      { encryptedData: VECTOR.encryptedData, iv: VECTOR.iv, encryptedKey },
      mp,
    );
    expect(body).toMatchObject({
      code: 0,
      msg: "ok",
      phone: "13800138000",
      mobile: "13800138000",
      data: { countryCode: "86", watermark: { appid: APPS.wxMp.appid } },
    });
  });

  it("refuses a foreign watermark appid with upstream's -1 'appid不一致'", async () => {
    const sessionKey = "MDEyMzQ1Njc4OWFiY2RlZg==";
    const encryptedKey = await session("phone_foreign", sessionKey);
    const plain = JSON.stringify({
      phoneNumber: "13800138001",
      purePhoneNumber: "13800138001",
      countryCode: "86",
      watermark: { timestamp: 1, appid: "wxotherapp" },
    });
    const encryptedData = await encryptForClient(plain, sessionKey, VECTOR.iv);
    const body = await s.h.call(
      getPhoneNumber,
      { encryptedData, iv: VECTOR.iv, encryptedKey },
      { client: { platform: "mp-weixin", locale: "zh-Hans" } },
    );
    expect(body).toMatchObject({ code: -1, msg: "appid不一致" });
  });

  it("answers 80801 for data that does not decrypt, 91205 without a session, 91206 for an altered reference", async () => {
    const encryptedKey = await session("phone_bad");
    expect(
      (
        await s.h.call(
          getPhoneNumber,
          { encryptedData: "AAAAAAAAAAAAAAAAAAAAAA==", iv: VECTOR.iv, encryptedKey },
          mp,
        )
      ).code,
    ).toBe(80801);
    expect(
      (await s.h.call(getPhoneNumber, { encryptedData: VECTOR.encryptedData, iv: VECTOR.iv }, mp)).code,
    ).toBe(91205);
    const altered = `${encryptedKey.slice(0, -2)}AA`;
    expect(
      (
        await s.h.call(
          getPhoneNumber,
          { encryptedData: VECTOR.encryptedData, iv: VECTOR.iv, encryptedKey: altered },
          mp,
        )
      ).code,
    ).toBe(91206);
  });

  it("takes a getPhoneNumber code through wxa/business/getuserphonenumber with the app token in the query", async () => {
    s.wx.phoneCodes.set("pcode1", { appid: APPS.wxMp.appid, phone: "13900139000" });
    const body = await s.h.call(getPhoneNumber, { code: "pcode1" }, mp);
    expect(body).toMatchObject({ code: 0, mobile: "13900139000" });
    const sent = s.wx.requests.find((r) => r.path === "/wxa/business/getuserphonenumber")!;
    expect(sent.json).toEqual({ code: "pcode1" });
    expect(sent.query.access_token).toBe(s.wx.appTokens.get(APPS.wxMp.appid));
    expect((await s.h.call(getPhoneNumber, { code: "pcode1" }, mp)).code).toBe(40029);
  });

  it("says which platforms it does not serve, and that Douyin takes no code", async () => {
    expect(
      await s.h.call(getPhoneNumber, { code: "x" }, { client: { platform: "app-plus", locale: "zh-Hans" } }),
    ).toMatchObject({ code: -1, msg: "暂不支持平台 app" });
    expect((await s.h.call(getPhoneNumber, { code: "x" }, { client: { platform: "mp-toutiao" } })).code).toBe(
      -1,
    );
  });

  it("answers another country's number with its country code, and 91950 for a number that is no mobile", async () => {
    s.wx.phoneCodes.set("pn_us", { appid: APPS.wxMp.appid, phone: "3827159050", countryCode: "1" });
    expect(await s.h.call(getPhoneNumber, { code: "pn_us" }, mp)).toMatchObject({
      code: 0,
      phone: "+13827159050",
      mobile: "+13827159050",
      data: { countryCode: "1", purePhoneNumber: "3827159050" },
    });
    s.wx.phoneCodes.set("pn_fixed", { appid: APPS.wxMp.appid, phone: "1065529988" });
    expect((await s.h.call(getPhoneNumber, { code: "pn_fixed" }, mp)).code).toBe(91950);
  });

  it("never returns or logs the session key or a secret", async () => {
    const text = JSON.stringify(s.logs);
    for (const secret of [...SECRETS, VECTOR.sessionKey]) expect(text).not.toContain(secret);
  });
});
