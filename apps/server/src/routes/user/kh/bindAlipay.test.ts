import { bindAlipay, loginByAlipay } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthBrowser } from "../../../test/social/oauth-browser.js";
import { type ProviderWorld, providerWorld, WORLD } from "../../../test/social/provider-world.js";

let w: ProviderWorld;
const mp = { platform: "mp-alipay" };
beforeAll(async () => {
  w = await providerWorld();
});
afterAll(() => w.close());

describe("user/kh/bindAlipay", () => {
  it("links an Alipay account to the caller, which then signs in with it", async () => {
    const alice = await w.h.register();
    const id = "2088000000000201";
    const body = await w.h.call(
      bindAlipay,
      { code: w.alipay.issueCode({ userId: id, scope: "auth_base" }) },
      { as: alice, client: mp },
    );
    expect(body).toMatchObject({ code: 0, openid: id, needUpdateUserInfo: true });
    expect(body.userInfo).toMatchObject({ ali_openid: id });
    const login = await w.h.call(
      loginByAlipay,
      { code: w.alipay.issueCode({ userId: id, scope: "auth_base" }) },
      { client: mp },
    );
    expect(login).toMatchObject({ type: "login", uid: alice.uid });
  });

  it("refuses a second Alipay account (code 1) and never moves one bound elsewhere (60402)", async () => {
    const bob = await w.h.register();
    const carol = await w.h.register();
    const id = "2088000000000202";
    await w.h.call(
      bindAlipay,
      { code: w.alipay.issueCode({ userId: id, scope: "auth_base" }) },
      { as: bob, client: mp },
    );
    const again = await w.h.call(
      bindAlipay,
      { code: w.alipay.issueCode({ userId: "2088000000000203", scope: "auth_base" }) },
      { as: bob, client: mp },
    );
    expect(again.code).toBe(1);
    const stolen = await w.h.call(
      bindAlipay,
      { code: w.alipay.issueCode({ userId: id, scope: "auth_base" }) },
      { as: carol, client: mp },
    );
    expect(stolen.code).toBe(60402);
  });

  it("needs a valid code (91301) and a token", async () => {
    const dave = await w.h.register();
    expect((await w.h.call(bindAlipay, { code: "used-or-unknown" }, { as: dave, client: mp })).code).toBe(
      91301,
    );
    expect((await w.h.call(bindAlipay, { code: "x" }, { client: mp })).code).toBe(30204);
  });

  // Link CSRF (issue 27): the attacker's auth code planted in a signed-in victim's browser links nothing.
  it("links from the web only with this browser's state (91951 without it)", async () => {
    const victim = await w.h.register();
    const browser = await oauthBrowser(w.h, "alipay");
    const planted = w.alipay.issueCode(
      { userId: "2088000000000203", scope: "auth_base" },
      WORLD.alipayWebAppid,
    );
    const refused = await w.h.call(bindAlipay, { code: planted }, { as: victim, ...browser });
    expect(refused.code).toBe(91951);
    const id = "2088000000000204";
    const code = w.alipay.issueCode({ userId: id, scope: "auth_base" }, WORLD.alipayWebAppid);
    const body = await w.h.call(bindAlipay, { code, state: browser.state }, { as: victim, ...browser });
    expect(body).toMatchObject({ code: 0, openid: id, userInfo: { ali_openid: id } });
  });
});
