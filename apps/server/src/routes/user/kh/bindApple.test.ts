import { bindApple, loginByApple } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderWorld, providerWorld } from "../../../test/social/provider-world.js";

let w: ProviderWorld;
const app = { platform: "app" };
beforeAll(async () => {
  w = await providerWorld();
});
afterAll(() => w.close());

describe("user/kh/bindApple", () => {
  it("links an Apple ID; it then signs in the caller's account", async () => {
    const alice = await w.h.register();
    const sub = "001234.bind.0001";
    const body = await w.h.call(
      bindApple,
      { identityToken: await w.appleToken(sub) },
      { as: alice, client: app },
    );
    expect(body).toMatchObject({ code: 0, openid: sub });
    expect(body.userInfo).toMatchObject({ apple_openid: sub });
    const login = await w.h.call(loginByApple, { identityToken: await w.appleToken(sub) }, { client: app });
    expect(login).toMatchObject({ type: "login", uid: alice.uid });
  });

  it("checks a given nonce (91321)", async () => {
    const dave = await w.h.register();
    const token = await w.appleToken("001234.bind.0003", { nonce: "n-1" });
    expect(
      (await w.h.call(bindApple, { identityToken: token, nonce: "n-2" }, { as: dave, client: app })).code,
    ).toBe(91321);
    expect(
      (await w.h.call(bindApple, { identityToken: token, nonce: "n-1" }, { as: dave, client: app })).code,
    ).toBe(0);
  });

  it("refuses a forged token (10705) and an Apple ID bound elsewhere (code 1)", async () => {
    const bob = await w.h.register();
    const carol = await w.h.register();
    const token = await w.appleToken("001234.bind.0002");
    const [head, , sig] = token.split(".");
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: "x", aud: "com.example.roster" })).toString("base64url")}.${sig}`;
    expect((await w.h.call(bindApple, { identityToken: forged }, { as: bob, client: app })).code).toBe(10705);
    await w.h.call(bindApple, { identityToken: token }, { as: bob, client: app });
    const fresh = await w.appleToken("001234.bind.0002");
    expect((await w.h.call(bindApple, { identityToken: fresh }, { as: carol, client: app })).code).toBe(1);
    // The token bob linked with is spent: it can neither link again nor sign in.
    expect((await w.h.call(bindApple, { identityToken: token }, { as: carol, client: app })).code).toBe(
      91953,
    );
  });
});
