import { createHash } from "node:crypto";
import { getWeiXinJsapiSign } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsapiSignature } from "../../../providers/social/weixin-api.js";
import { APPS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());

describe("user/pub/getWeiXinJsapiSign", () => {
  it("signs the known vectors (WeChat's doc sample and Roster's own)", () => {
    const doc = {
      ticket: "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg",
      nonceStr: "Wm3WZYTPz0wzccnW",
      timestamp: "1414587457",
      url: "http://mp.weixin.qq.com?params=value",
    };
    expect(jsapiSignature(doc)).toBe("0f9de62fce790f9a083d5c99e95740ceb90c27ed");
    const own = {
      ticket: "ROSTER_TEST_TICKET_0001",
      nonceStr: "482913",
      timestamp: "1700000000",
      url: "https://roster.example.com/h5/?from=share#frag",
    };
    expect(jsapiSignature(own)).toBe("698f6071e0c71ce54d03c6e7d63fd44a87e8d362");
  });

  it("answers the config with the official account's cached ticket (one getticket for two calls)", async () => {
    s.h.clock.set(1_700_000_000_000);
    const url = "https://roster.example.com/h5/?from=share";
    const body = await s.h.call(getWeiXinJsapiSign, { url: `${url}#top` });
    expect(body).toMatchObject({
      code: 0,
      msg: "ok",
      appid: APPS.wxH5.appid,
      config: { appId: APPS.wxH5.appid, timestamp: "1700000000" },
    });
    const config = body.config as { nonceStr: string; signature: string };
    expect(config.nonceStr).toMatch(/^\d{6}$/);
    const expected = createHash("sha1")
      .update(
        `jsapi_ticket=ROSTER_TEST_TICKET_0001&noncestr=${config.nonceStr}&timestamp=1700000000&url=${url}`,
      )
      .digest("hex");
    expect(config.signature).toBe(expected);
    await s.h.call(getWeiXinJsapiSign, { url });
    expect(s.wx.requests.filter((r) => r.path === "/cgi-bin/ticket/getticket")).toHaveLength(1);
    const tokenCall = s.wx.requests.find((r) => r.path === "/cgi-bin/stable_token")!;
    expect(tokenCall.json).toEqual({
      grant_type: "client_credential",
      appid: APPS.wxH5.appid,
      secret: APPS.wxH5.secret,
    });
    expect(JSON.stringify(body)).not.toContain("ROSTER_TEST_TICKET_0001");
  });

  it("refuses a URL that is not http(s) and an appid that is not configured", async () => {
    expect((await s.h.call(getWeiXinJsapiSign, { url: "javascript:alert(1)" })).code).toBe(-1);
    expect((await s.h.call(getWeiXinJsapiSign, { url: "https://a.b/", appid: "wxunknown" })).code).toBe(
      91203,
    );
  });
});
