import { getLoginMethods } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness } from "../../../test/harness.js";
import { SECRETS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());

describe("user/pub/getLoginMethods", () => {
  it("lists the configured providers and their platforms, and no secret", async () => {
    const body = await s.h.call(getLoginMethods, {});
    expect(body.code).toBe(0);
    expect(body.providers).toEqual(
      expect.arrayContaining([
        { provider: "weixin", platforms: ["mp-weixin", "h5-weixin", "app", "web"] },
        { provider: "qq", platforms: ["mp-qq", "app"] },
        { provider: "douyin", platforms: ["mp-toutiao"] },
      ]),
    );
    const text = JSON.stringify(body);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).not.toContain("127.0.0.1");
  });

  it("is empty on a deployment without social settings", async () => {
    const bare = await createHarness();
    expect(await bare.call(getLoginMethods, {})).toMatchObject({ code: 0, providers: [] });
    await bare.close();
  });
});
