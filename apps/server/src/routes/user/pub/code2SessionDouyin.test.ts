import { code2SessionDouyin } from "@roster/contract/routes";
import { afterAll, beforeAll, describe } from "vitest";
import { code2SessionSuite } from "../../../test/social/code2session-suite.js";
import { APPS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());

describe("user/pub/code2SessionDouyin", () => {
  code2SessionSuite(() => s, {
    route: code2SessionDouyin,
    provider: "douyin",
    platform: "mp-toutiao",
    appid: APPS.douyin.appid,
    server: (h) => h.dy,
  });
});
