import { openapiDouyinImgSecCheck } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataUrl, PNG, sharedImageCheckCases } from "../../../../../test/social/image-check-cases.js";
import { APPS } from "../../../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const checks = () => s.dy.requests.filter((r) => r.path === "/api/apps/censor/image");

describe("template/openapi/douyin/kh/imgSecCheck", () => {
  it("posts {app_id, access_token, image_data} as JSON; passes a clean image", async () => {
    const user = await s.h.createUser();
    const body = await s.h.call(openapiDouyinImgSecCheck, { base64: dataUrl(PNG) }, { as: user });
    expect(body).toMatchObject({ code: 0, result: { suggest: "pass" } });
    const sent = checks().at(-1)!;
    expect(sent.json).toEqual({
      app_id: APPS.douyin.appid,
      access_token: s.dy.appTokens.get(APPS.douyin.appid),
      image_data: PNG.toString("base64"),
    });
  });

  sharedImageCheckCases(openapiDouyinImgSecCheck, () => s, checks);
});
