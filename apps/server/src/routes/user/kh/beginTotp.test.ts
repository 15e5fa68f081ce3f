import { ERRORS } from "@roster/contract";
import { beginTotp, confirmTotp, getSecondFactors, login } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";
import { enrolTotp, totpNow, wrongTotp } from "../../../test/second-factor.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const code = (name: keyof typeof ERRORS) => ERRORS[name].code;

describe("adding an authenticator (beginTotp, then confirmTotp)", () => {
  it("shows a secret and its otpauth URI once, and counts the factor only after a good code", async () => {
    const user = await h.createUser();
    const begun = await h.call(beginTotp, { name: "Phone" }, { as: user });
    expect(begun.code).toBe(0);
    const secret = begun.secret!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(begun.uri!);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Roster");
    expect(decodeURIComponent(uri.pathname)).toContain(user.username);
    // Not yet a factor: listed nowhere, and the password alone still signs in.
    expect(await h.call(getSecondFactors, {}, { as: user })).toMatchObject({
      factors: [],
      recoveryCodesLeft: 0,
    });
    expect((await h.call(login, { username: user.username, password: user.password })).code).toBe(0);

    const wrong = await h.call(
      confirmTotp,
      { factorId: begun.factorId!, code: wrongTotp(h, secret) },
      { as: user },
    );
    expect(wrong.code).toBe(code("secondFactorWrong"));
    const ok = await h.call(
      confirmTotp,
      { factorId: begun.factorId!, code: totpNow(h, secret) },
      { as: user },
    );
    expect(ok.code).toBe(0);
    expect(ok.recoveryCodes).toHaveLength(10);
    for (const c of ok.recoveryCodes!)
      expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);

    const listed = await h.call(getSecondFactors, {}, { as: user });
    expect(listed).toMatchObject({
      code: 0,
      recoveryCodesLeft: 10,
      factors: [{ id: begun.factorId, kind: "totp", name: "Phone", createdAt: h.clock.now() }],
    });
    expect(JSON.stringify(listed)).not.toContain(secret);
    // The answer of the next sign-in is the second step.
    expect((await h.call(login, { username: user.username, password: user.password })).code).toBe(
      code("secondStepNeeded"),
    );
  });

  it("keeps one authenticator at a time, and a new start replaces one never confirmed", async () => {
    const user = await h.createUser();
    const first = await h.call(beginTotp, {}, { as: user });
    const second = await h.call(beginTotp, {}, { as: user });
    const stale = await h.call(
      confirmTotp,
      { factorId: first.factorId!, code: totpNow(h, first.secret!) },
      { as: user },
    );
    expect(stale.code).toBe(code("totpEnrolmentMissing"));
    await h.call(confirmTotp, { factorId: second.factorId!, code: totpNow(h, second.secret!) }, { as: user });
    expect((await h.call(beginTotp, {}, { as: user })).code).toBe(code("totpAlreadyActive"));
  });

  it("gives a stranger nothing and never confirms another account's factor", async () => {
    expect((await h.call(beginTotp, {})).code).toBe(code("checkTokenFailed"));
    const alice = await h.createUser();
    const mallory = await h.createUser();
    const begun = await h.call(beginTotp, {}, { as: alice });
    const taken = await h.call(
      confirmTotp,
      { factorId: begun.factorId!, code: totpNow(h, begun.secret!) },
      { as: mallory },
    );
    expect(taken.code).toBe(code("totpEnrolmentMissing"));
    expect(await h.call(getSecondFactors, {}, { as: mallory })).toMatchObject({ factors: [] });
    // Alice's own enrolment still works.
    await enrolTotp(h, await h.createUser());
  });
});
