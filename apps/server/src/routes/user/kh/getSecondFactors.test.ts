import { getSecondFactors, removeSecondFactor } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";
import { enrolTotp } from "../../../test/second-factor.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("user/kh/getSecondFactors", () => {
  it("lists the caller's own active factors, never a secret, with the recovery codes left", async () => {
    const alice = await h.createUser();
    const bob = await h.createUser();
    const { factorId, secret } = await enrolTotp(h, alice);
    const mine = await h.call(getSecondFactors, {}, { as: alice });
    expect(mine).toMatchObject({ code: 0, recoveryCodesLeft: 10, factors: [{ id: factorId, kind: "totp" }] });
    expect(JSON.stringify(mine)).not.toContain(secret);
    expect(await h.call(getSecondFactors, {}, { as: bob })).toMatchObject({
      factors: [],
      recoveryCodesLeft: 0,
    });
    // Bob cannot remove Alice's factor by its id.
    expect((await h.call(removeSecondFactor, { factorId }, { as: bob })).code).not.toBe(0);
    expect((await h.call(getSecondFactors, {}, { as: alice })).factors).toHaveLength(1);
    expect((await h.call(getSecondFactors.path, {})).code).not.toBe(0);
  });
});
