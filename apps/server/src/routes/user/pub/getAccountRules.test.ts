import { getAccountRules } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";

describe("user/pub/getAccountRules", () => {
  let h: Harness;
  let configured: Harness;
  beforeAll(async () => {
    h = await createHarness();
    configured = await createHarness({
      PASSWORD_POLICY: "legacy",
      TERMS_VERSION: "2025-06",
      REQUIRE_CONSENT: "1",
    });
  });
  afterAll(async () => {
    await h.close();
    await configured.close();
  });

  it("answers the defaults to anyone", async () => {
    expect(await h.call(getAccountRules, {})).toEqual({
      code: 0,
      msg: "",
      passwordPolicy: "strong",
      termsVersion: "1",
      requireConsent: false,
    });
  });

  it("answers what the settings say", async () => {
    expect(await configured.call(getAccountRules, {})).toMatchObject({
      passwordPolicy: "legacy",
      termsVersion: "2025-06",
      requireConsent: true,
    });
  });
});
