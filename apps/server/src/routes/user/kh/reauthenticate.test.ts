import { ERRORS, SECOND_FACTOR_LIMITS } from "@roster/contract";
import { beginTotp, getSecondFactors, login, reauthenticate } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";
import { enrolTotp, totpNow, wrongTotp } from "../../../test/second-factor.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const code = (name: keyof typeof ERRORS) => ERRORS[name].code;
const LATER = SECOND_FACTOR_LIMITS.recentAuthSeconds * 1000 + 1;

describe("recent authentication (recentAuth routes, reauthenticate)", () => {
  it("lets a fresh sign-in through, and asks again once the session's proof is old", async () => {
    const user = await h.createUser();
    h.clock.advance(LATER);
    expect((await h.call(beginTotp, {}, { as: user })).code).toBe(code("recentAuthRequired"));
    // A wrong password counts in the password lockout and proves nothing.
    const wrong = await h.call(reauthenticate, { password: "not-it" }, { as: user });
    expect(wrong).toMatchObject({ code: code("passwordError"), triesLeft: expect.any(Number) });
    expect((await h.call(beginTotp, {}, { as: user })).code).toBe(code("recentAuthRequired"));
    const ok = await h.call(reauthenticate, { password: user.password }, { as: user });
    expect(ok).toMatchObject({ code: 0, authenticatedAt: h.clock.now() });
    expect((await h.call(beginTotp, {}, { as: user })).code).toBe(0);
  });

  it("counts per session: another session's re-authentication is not this one's", async () => {
    const user = await h.createUser();
    const other = await h.call(login, { username: user.username, password: user.password });
    const otherToken = (other.vk_uni_token as { token: string }).token;
    h.clock.advance(LATER);
    expect((await h.call(reauthenticate, { password: user.password }, { as: otherToken })).code).toBe(0);
    expect((await h.call(beginTotp, {}, { as: user })).code).toBe(code("recentAuthRequired"));
    expect((await h.call(beginTotp, {}, { as: otherToken })).code).toBe(0);
  });

  it("takes an authenticator or recovery code, once, and needs some proof", async () => {
    const user = await h.createUser();
    const { secret, recoveryCodes } = await enrolTotp(h, user);
    h.clock.advance(LATER);
    expect((await h.call(reauthenticate, {}, { as: user })).code).toBe(code("reauthProofMissing"));
    const bad = await h.call(reauthenticate, { factor: "totp", code: wrongTotp(h, secret) }, { as: user });
    expect(bad.code).toBe(code("secondFactorWrong"));
    const now = totpNow(h, secret);
    expect((await h.call(reauthenticate, { factor: "totp", code: now }, { as: user })).code).toBe(0);
    expect((await h.call(reauthenticate, { factor: "totp", code: now }, { as: user })).code).toBe(
      code("secondFactorWrong"),
    );
    const rc = await h.call(
      reauthenticate,
      { factor: "recoveryCode", code: recoveryCodes[1]! },
      { as: user },
    );
    expect(rc.code).toBe(0);
    expect(await h.call(getSecondFactors, {}, { as: user })).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it("without a password, a social-only account proves itself with a factor only", async () => {
    const user = await h.createUser();
    // As an account made by a social sign-in: no password.
    await h.app.services.db
      .updateTable("users")
      .set({ password_hash: null })
      .where("id", "=", user.uid)
      .execute();
    h.clock.advance(LATER);
    expect((await h.call(reauthenticate, { password: "anything" }, { as: user })).code).toBe(
      code("reauthProofMissing"),
    );
  });
});
