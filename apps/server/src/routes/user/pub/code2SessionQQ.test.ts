import { code2SessionQQ } from "@roster/contract/routes";
import { afterAll, beforeAll, describe } from "vitest";
import { code2SessionSuite } from "../../../test/social/code2session-suite.js";
import { APPS } from "../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../test/social/social-harness.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());

describe("user/pub/code2SessionQQ", () => {
  code2SessionSuite(() => s, {
    route: code2SessionQQ,
    provider: "qq",
    platform: "mp-qq",
    appid: APPS.qqMp.appid,
    server: (h) => h.qq,
  });
});
