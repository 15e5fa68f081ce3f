import { getOAuthState } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.js";
import { alipayTestKeys } from "../../test/social/alipay-server.js";

let h: Harness;
const keys = alipayTestKeys();
beforeAll(async () => {
  h = await createHarness({
    ALIPAY_WEB_APPID: "2021000000000001",
    ALIPAY_WEB_PRIVATE_KEY: keys.appPrivatePkcs8,
    ALIPAY_PUBLIC_KEY: keys.alipayPublicBase64,
    ALIPAY_AUTH_ENDPOINT: "http://127.0.0.1:9/alipay/",
  });
});
afterAll(() => h.close());

const redirectUri = "https://roster.example.com/#/pages/login/oauth-callback";

describe("Alipay's web sign-in in user/pub/getOAuthState", () => {
  it("gives the web app id and its publicAppAuthorize page carrying the state, never the key", async () => {
    const body = await h.call(getOAuthState, { provider: "alipay", platform: "web", redirectUri });
    expect(body).toMatchObject({ code: 0, appid: "2021000000000001", expiresIn: 600 });
    const url = new URL(String(body.authorizeUrl));
    expect(`${url.origin}${url.pathname}`).toBe("http://127.0.0.1:9/alipay/oauth2/publicAppAuthorize.htm");
    expect([...url.searchParams.entries()]).toEqual([
      ["app_id", "2021000000000001"],
      ["scope", "auth_user"],
      ["redirect_uri", redirectUri],
      ["state", body.state],
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toContain(keys.appPrivatePkcs1Base64.slice(40, 80));
    expect(text).not.toContain("PRIVATE KEY");
  });

  it("gives no page without a redirectUri, and 91203 for a platform without an Alipay app", async () => {
    const bare = await h.call(getOAuthState, { provider: "alipay", platform: "web" });
    expect(bare).toMatchObject({ code: 0, appid: "2021000000000001" });
    expect(bare.authorizeUrl).toBeUndefined();
    expect((await h.call(getOAuthState, { provider: "alipay", platform: "mp-alipay" })).code).toBe(91203);
  });
});
