import { openapiQQImgSecCheck } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataUrl, PNG, sharedImageCheckCases } from "../../../../../test/social/image-check-cases.js";
import { APPS } from "../../../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const checks = () => s.qq.requests.filter((r) => r.path === "/api/json/security/ImgSecCheck");

describe("template/openapi/qq/kh/imgSecCheck", () => {
  it("posts multipart appid + media with the app token; passes a clean image", async () => {
    const user = await s.h.createUser();
    const body = await s.h.call(openapiQQImgSecCheck, { base64: dataUrl(PNG) }, { as: user });
    expect(body).toMatchObject({ code: 0, result: { suggest: "pass" } });
    const sent = checks().at(-1)!;
    expect(sent.query).toEqual({ access_token: s.qq.appTokens.get(APPS.qqMp.appid) });
    expect(sent.form?.fields).toEqual({ appid: APPS.qqMp.appid });
    expect(sent.form?.files.media?.bytes.equals(PNG)).toBe(true);
  });

  sharedImageCheckCases(openapiQQImgSecCheck, () => s, checks);
});
