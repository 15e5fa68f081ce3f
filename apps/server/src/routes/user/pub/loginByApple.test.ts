import { loginByApple } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SocialMoreWorld, socialMoreWorld } from "../../../test/social-more/world.js";

let w: SocialMoreWorld;
const app = { client: { platform: "app" } };
beforeAll(async () => {
  w = await socialMoreWorld();
});
afterAll(() => w.close());

describe("user/pub/loginByApple", () => {
  it("registers with the token's sub, nickname from fullName, then signs in", async () => {
    const sub = "001234.aaaa.0001";
    const first = await w.h.call(
      loginByApple,
      { identityToken: await w.appleToken(sub), fullName: { givenName: "Ann", familyName: "Lee" } },
      app,
    );
    expect(first).toMatchObject({ code: 0, type: "register", provider: "apple", openid: sub });
    expect(first.userInfo).toMatchObject({ nickname: "Ann", apple_openid: sub });
    const again = await w.h.call(loginByApple, { identityToken: await w.appleToken(sub) }, app);
    expect(again).toMatchObject({ type: "login", uid: first.uid });
  });

  it("names a new account after the e-mail's local part when no name is given", async () => {
    const token = await w.appleToken("001234.aaaa.0002", {
      email: "x7k2@privaterelay.appleid.com",
      email_verified: "true",
    });
    const body = await w.h.call(loginByApple, { identityToken: token }, app);
    expect(body.userInfo).toMatchObject({ nickname: "User-x7k2" });
  });

  it.each([
    ["another audience", { aud: "com.evil.app" }, 10702],
    ["another issuer", { iss: "https://accounts.huawei.com" }, 10706],
    ["an expired token", { exp: 1_700_000_000 }, 91320],
  ])("refuses %s", async (_name, claims, code) => {
    const body = await w.h.call(
      loginByApple,
      { identityToken: await w.appleToken("001234.aaaa.0003", claims) },
      app,
    );
    expect(body.code).toBe(code);
  });

  it("checks a given nonce (91321), and answers 10704 / 10703 for type login / register", async () => {
    const sub = "001234.aaaa.0004";
    const token = await w.appleToken(sub, { nonce: "n-1" });
    expect((await w.h.call(loginByApple, { identityToken: token, nonce: "n-2" }, app)).code).toBe(91321);
    expect(
      (await w.h.call(loginByApple, { identityToken: token, nonce: "n-1", type: "login" }, app)).code,
    ).toBe(10704);
    await w.h.call(loginByApple, { identityToken: token, nonce: "n-1" }, app);
    expect((await w.h.call(loginByApple, { identityToken: token, type: "register" }, app)).code).toBe(10703);
  });
});
