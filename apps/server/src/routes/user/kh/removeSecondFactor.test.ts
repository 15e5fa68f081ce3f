import { ERRORS, SECOND_FACTOR_LIMITS } from "@roster/contract";
import { getSecondFactors, login, reauthenticate, removeSecondFactor } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";
import { enrolTotp } from "../../../test/second-factor.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const code = (name: keyof typeof ERRORS) => ERRORS[name].code;
const LATER = SECOND_FACTOR_LIMITS.recentAuthSeconds * 1000 + 1;

describe("user/kh/removeSecondFactor", () => {
  it("removes a factor, and with the last one the recovery codes: one step again", async () => {
    const user = await h.createUser();
    const { factorId } = await enrolTotp(h, user);
    const mallory = await h.createUser();
    expect((await h.call(removeSecondFactor, { factorId }, { as: mallory })).code).toBe(
      code("factorNotFound"),
    );
    h.clock.advance(LATER);
    expect((await h.call(removeSecondFactor, { factorId }, { as: user })).code).toBe(
      code("recentAuthRequired"),
    );
    await h.call(reauthenticate, { password: user.password }, { as: user });
    expect((await h.call(removeSecondFactor, { factorId }, { as: user })).code).toBe(0);
    expect(await h.call(getSecondFactors, {}, { as: user })).toMatchObject({
      factors: [],
      recoveryCodesLeft: 0,
    });
    expect((await h.call(login, { username: user.username, password: user.password })).code).toBe(0);
    expect((await h.call(removeSecondFactor, { factorId }, { as: user })).code).toBe(code("factorNotFound"));
  });
});
