import { getOAuthState } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.js";
import { APPS } from "../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../test/social/social-harness.js";
import { alipayTestKeys } from "../../test/social-more/alipay-server.js";

let s: SocialHarness;
let alipay: Harness;
const keys = alipayTestKeys();
beforeAll(async () => {
  s = await createSocialHarness({ WEIXIN_OPEN_ENDPOINT: "http://127.0.0.1:9/open/" });
  alipay = await createHarness({
    ALIPAY_WEB_APPID: "2021000000000001",
    ALIPAY_WEB_PRIVATE_KEY: keys.appPrivatePkcs8,
    ALIPAY_PUBLIC_KEY: keys.alipayPublicBase64,
    ALIPAY_AUTH_ENDPOINT: "http://127.0.0.1:9/alipay",
  });
});
afterAll(async () => {
  await s.close();
  await alipay.close();
});

const ask = (h: Harness, provider: "weixin" | "alipay" | "qq", platform: string) =>
  h.call(getOAuthState, { provider, platform }, { client: { deviceId: "d1" } });

describe("the web flows' consent page in user/pub/getOAuthState", () => {
  it("names WeChat's QR page for web and the official-account page for h5-weixin, under the open endpoint", async () => {
    expect(await ask(s.h, "weixin", "web")).toMatchObject({
      code: 0,
      appid: APPS.wxWeb.appid,
      authorizeUrl: "http://127.0.0.1:9/open/connect/qrconnect",
    });
    expect(await ask(s.h, "weixin", "h5-weixin")).toMatchObject({
      appid: APPS.wxH5.appid,
      authorizeUrl: "http://127.0.0.1:9/open/connect/oauth2/authorize",
    });
  });

  it("names none for a platform without a web flow", async () => {
    const body = await ask(s.h, "weixin", "mp-weixin");
    expect(body.code).toBe(0);
    expect(body.authorizeUrl).toBeUndefined();
    expect((await ask(s.h, "qq", "mp-qq")).authorizeUrl).toBeUndefined();
  });

  it("gives Alipay's web app id and its publicAppAuthorize page, never its key", async () => {
    const body = await ask(alipay, "alipay", "web");
    expect(body).toMatchObject({
      code: 0,
      appid: "2021000000000001",
      authorizeUrl: "http://127.0.0.1:9/alipay/oauth2/publicAppAuthorize.htm",
    });
    expect(JSON.stringify(body)).not.toContain(keys.appPrivatePkcs1Base64.slice(40, 80));
  });
});
