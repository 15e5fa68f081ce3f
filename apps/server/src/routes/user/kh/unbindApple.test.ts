import { bindApple, loginByApple, unbindApple } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderWorld, providerWorld } from "../../../test/social/provider-world.js";

let w: ProviderWorld;
const app = { platform: "app" };
beforeAll(async () => {
  w = await providerWorld();
});
afterAll(() => w.close());

describe("user/kh/unbindApple", () => {
  it("unlinks the caller's Apple ID", async () => {
    const alice = await w.h.register();
    await w.h.call(
      bindApple,
      { identityToken: await w.appleToken("001234.unb.0001") },
      { as: alice, client: app },
    );
    const body = await w.h.call(unbindApple, {}, { as: alice });
    expect(body.code).toBe(0);
    expect(body.userInfo?.apple_openid).toBeUndefined();
    expect((await w.h.call(unbindApple, {}, { as: alice })).code).toBe(1);
  });

  it("keeps the only way into an account made with Apple (91204)", async () => {
    const login = await w.h.call(
      loginByApple,
      { identityToken: await w.appleToken("001234.unb.0002") },
      { client: app },
    );
    expect((await w.h.call(unbindApple, {}, { as: login.vk_uni_token!.token })).code).toBe(91204);
  });
});
