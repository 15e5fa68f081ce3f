import { loginBySms, register } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findConsents } from "../../../services/sign-up/consent-repository.js";
import { smsCode, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness, uniqueName } from "../../../test/harness.js";

const PASSWORD = "violet cat sings";

describe("consent to the terms on registration", () => {
  let h: Harness;
  let strict: Harness;
  beforeAll(async () => {
    h = await createHarness({ TERMS_VERSION: "3" });
    strict = await createHarness({ REQUIRE_CONSENT: "1", CODE_IP_DAILY_CAP: "1000" });
  });
  afterAll(async () => {
    await h.close();
    await strict.close();
  });

  it("records the terms and the privacy policy of the accepted version, with time and address", async () => {
    const body = await h.call(
      register,
      { username: uniqueName(), password: PASSWORD, acceptedTerms: "3" },
      { client: { ip: "203.0.113.9" } },
    );
    expect(body.code).toBe(0);
    const consents = await findConsents(h.app.services.db, body.uid as string);
    expect(consents).toEqual([
      { userId: body.uid, document: "privacy", version: "3", acceptedAt: h.clock.now(), ip: "203.0.113.9" },
      { userId: body.uid, document: "terms", version: "3", acceptedAt: h.clock.now(), ip: "203.0.113.9" },
    ]);
  });

  it("refuses a version that is not the current one (91411), before making the account", async () => {
    const username = uniqueName();
    const body = await h.call(register, { username, password: PASSWORD, acceptedTerms: "2" });
    expect(body).toMatchObject({ code: 91411 });
    expect(body.msg).toContain("version 3");
    expect((await h.call(register, { username, password: PASSWORD, acceptedTerms: "3" })).code).toBe(0);
  });

  it("lets upstream clients that send nothing register, recording nothing", async () => {
    const body = await h.call(register, { username: uniqueName(), password: PASSWORD });
    expect(body.code).toBe(0);
    expect(await findConsents(h.app.services.db, body.uid as string)).toEqual([]);
  });

  it("REQUIRE_CONSENT=1 refuses a registration without it (91410), by password or by code", async () => {
    expect(await strict.call(register, { username: uniqueName(), password: PASSWORD })).toMatchObject({
      code: 91410,
    });
    const mobile = uniqueMobile();
    const code = await smsCode(strict, mobile, "login");
    expect(await strict.call(loginBySms, { mobile, code })).toMatchObject({ code: 91410 });
    const made = await strict.call(loginBySms, { mobile, code, acceptedTerms: "1" });
    expect(made).toMatchObject({ code: 0, type: "register" });
    expect(await findConsents(strict.app.services.db, made.uid as string)).toHaveLength(2);
    // Signing in to an existing account never asks for it.
    strict.clock.advance(61_000);
    expect(
      await strict.call(loginBySms, { mobile, code: await smsCode(strict, mobile, "login") }),
    ).toMatchObject({
      code: 0,
      type: "login",
    });
  });
});
