import { bindApple, getOAuthState, loginByApple } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderWorld, providerWorld } from "../../../test/social/provider-world.js";

let w: ProviderWorld;
const app = { client: { platform: "app" } };
beforeAll(async () => {
  w = await providerWorld();
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
    const login = await w.appleToken(sub, { nonce: "n-1" });
    expect(
      (await w.h.call(loginByApple, { identityToken: login, nonce: "n-1", type: "login" }, app)).code,
    ).toBe(10704);
    const first = await w.appleToken(sub, { nonce: "n-1" });
    expect((await w.h.call(loginByApple, { identityToken: first, nonce: "n-1" }, app)).code).toBe(0);
    const register = await w.appleToken(sub);
    expect((await w.h.call(loginByApple, { identityToken: register, type: "register" }, app)).code).toBe(
      10703,
    );
  });

  // Replay (issue 27): an identity token that signed in once, caught from a log, a proxy or a shared
  // device, must not sign in again while it is still unexpired, nor link the Apple ID elsewhere.
  it("accepts a token once: the same token again answers 91953, for sign-in and for linking", async () => {
    const sub = "001234.aaaa.0005";
    const token = await w.appleToken(sub);
    const first = await w.h.call(loginByApple, { identityToken: token }, app);
    expect(first).toMatchObject({ code: 0, type: "register" });
    const replay = await w.h.call(loginByApple, { identityToken: token }, app);
    expect(replay).toMatchObject({ code: 91953 });
    expect(replay.vk_uni_token).toBeUndefined();
    const other = await w.h.createUser({});
    expect((await w.h.call(bindApple, { identityToken: token }, { as: other.token, ...app })).code).toBe(
      91953,
    );
    const fresh = await w.appleToken(sub);
    expect(await w.h.call(loginByApple, { identityToken: fresh }, app)).toMatchObject({
      code: 0,
      type: "login",
      uid: first.uid,
    });
  });

  it("counts a token re-encoded with other unused base64url bits as the same token", async () => {
    const token = await w.appleToken("001234.aaaa.0009");
    expect((await w.h.call(loginByApple, { identityToken: token }, app)).code).toBe(0);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    // An RS256 signature is 256 bytes: its last base64url character carries 4 bits that decode to nothing.
    const last = alphabet.indexOf(token.at(-1)!);
    const variant = `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
    const replay = await w.h.call(loginByApple, { identityToken: variant }, app);
    expect([91953, 10705]).toContain(replay.code);
  });

  it("lets exactly ONE of 100 parallel sign-ins with one token through", async () => {
    const token = await w.appleToken("001234.aaaa.0006");
    const bodies = await Promise.all(
      Array.from({ length: 100 }, () => w.h.call(loginByApple, { identityToken: token }, app)),
    );
    expect(bodies.filter((b) => b.code === 0)).toHaveLength(1);
    expect(bodies.filter((b) => b.code === 91953)).toHaveLength(99);
  }, 60_000);

  it("on the web requires this browser's state (91951) and a token carrying its nonce (91321)", async () => {
    const web = { client: { platform: "h5", deviceId: "apple-browser-1" } };
    const sub = "001234.aaaa.0007";
    const bare = await w.appleToken(sub);
    expect((await w.h.call(loginByApple, { identityToken: bare }, web)).code).toBe(91951);
    const grant = await w.h.call(getOAuthState, { provider: "apple", platform: "web" }, web);
    expect(grant.nonce).toMatch(/^[\w-]+\.[\w-]+$/);
    const withoutNonce = await w.h.call(loginByApple, { identityToken: bare, state: grant.state! }, web);
    expect(withoutNonce.code).toBe(91321);
    const next = await w.h.call(getOAuthState, { provider: "apple", platform: "web" }, web);
    const bound = await w.appleToken(sub, { nonce: next.nonce, aud: "com.example.roster.web" });
    const body = await w.h.call(loginByApple, { identityToken: bound, state: next.state! }, web);
    expect(body).toMatchObject({ code: 0, type: "register", openid: sub });
  });

  it("refuses, in the app, a token made for a web sign-in when it comes without its state (91951)", async () => {
    const web = { client: { platform: "h5", deviceId: "apple-browser-2" } };
    const grant = await w.h.call(getOAuthState, { provider: "apple", platform: "web" }, web);
    const lifted = await w.appleToken("001234.aaaa.0008", { nonce: grant.nonce });
    expect((await w.h.call(loginByApple, { identityToken: lifted, nonce: grant.nonce }, app)).code).toBe(
      91951,
    );
    // The state's own browser can still finish its sign-in with it.
    expect((await w.h.call(loginByApple, { identityToken: lifted, state: grant.state! }, web)).code).toBe(0);
  });
});
