import { ERRORS, secondStepSchema } from "@roster/contract";
import { login, loginBySecondFactor, makeRecoveryCodes } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";
import { enrolTotp } from "../../../test/second-factor.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const code = (name: keyof typeof ERRORS) => ERRORS[name].code;

describe("user/kh/makeRecoveryCodes", () => {
  it("makes a new set that voids the old one, only for an account with a factor", async () => {
    const plain = await h.createUser();
    expect((await h.call(makeRecoveryCodes, {}, { as: plain })).code).toBe(code("secondFactorUnavailable"));
    const user = await h.createUser();
    const { recoveryCodes } = await enrolTotp(h, user);
    const renewed = await h.call(makeRecoveryCodes, {}, { as: user });
    expect(renewed.codes).toHaveLength(10);
    expect(renewed.codes).not.toContain(recoveryCodes[0]);
    const first = await h.call(login, { username: user.username, password: user.password });
    const mfaTicket = secondStepSchema.parse(first).mfaTicket;
    const old = await h.call(loginBySecondFactor, {
      mfaTicket,
      factor: "recoveryCode",
      code: recoveryCodes[0]!,
    });
    expect(old.code).toBe(code("secondFactorWrong"));
    const fresh = await h.call(loginBySecondFactor, {
      mfaTicket,
      factor: "recoveryCode",
      code: renewed.codes![0]!,
    });
    expect(fresh.code).toBe(0);
  });
});
