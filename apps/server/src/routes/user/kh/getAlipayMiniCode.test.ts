import { getAlipayMiniCode, getMyUserInfo } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderWorld, providerWorld } from "../../../test/social/provider-world.js";

let w: ProviderWorld;
beforeAll(async () => {
  w = await providerWorld();
});
afterAll(() => w.close());

const sentBiz = (w: ProviderWorld) =>
  JSON.parse(new URLSearchParams(w.alipay.requests.at(-1)!.body).get("biz_content")!) as Record<
    string,
    string
  >;

describe("user/kh/getAlipayMiniCode", () => {
  it("makes a code for the page with the caller's invite code as the default query", async () => {
    const alice = await w.h.register();
    const body = await w.h.call(getAlipayMiniCode, { page: "pages/index/index" }, { as: alice });
    expect(body.code).toBe(0);
    const invite = (await w.h.call(getMyUserInfo, {}, { as: alice })).userInfo!.my_invite_code;
    expect(invite).toBeTruthy();
    expect(sentBiz(w)).toEqual({
      url_param: "pages/index/index",
      query_param: `code=${invite}`,
      describe: "invite",
    });
    expect(body.base64).toBe(body.qr_code_url_circle_blue);
    expect(body.qr_code_url).toMatch(/^https:\/\/mdn\.alipayobjects\.com\//);
  });

  it("passes a given scene and describe; needs a token", async () => {
    const bob = await w.h.register();
    await w.h.call(
      getAlipayMiniCode,
      { page: "pages/a/b", scene: "id=7&x=1", describe: "poster" },
      { as: bob },
    );
    expect(sentBiz(w)).toEqual({ url_param: "pages/a/b", query_param: "id=7&x=1", describe: "poster" });
    expect((await w.h.call(getAlipayMiniCode, { page: "pages/a/b" })).code).toBe(30204);
  });
});
