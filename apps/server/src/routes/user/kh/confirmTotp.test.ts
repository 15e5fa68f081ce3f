import { ERRORS, SECOND_FACTOR_LIMITS } from "@roster/contract";
import { beginTotp, confirmTotp } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";
import { totpNow } from "../../../test/second-factor.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const code = (name: keyof typeof ERRORS) => ERRORS[name].code;

describe("user/kh/confirmTotp", () => {
  it("takes digits with spaces, and refuses what is not six digits as invalid input", async () => {
    const user = await h.createUser();
    const begun = await h.call(beginTotp, {}, { as: user });
    const typed = totpNow(h, begun.secret!).replace(/^(\d{3})/, "$1 ");
    expect((await h.call(confirmTotp, { factorId: begun.factorId!, code: typed }, { as: user })).code).toBe(
      0,
    );
    for (const bad of ["12345", "1234567", "abcdef", "", 12.5]) {
      const body = await h.call(confirmTotp.path, { factorId: begun.factorId!, code: bad }, { as: user });
      expect(body.code).toBe(code("validation"));
    }
  });

  it("activates only the caller's waiting authenticator, after a re-authentication when the sign-in is old", async () => {
    const user = await h.createUser();
    const begun = await h.call(beginTotp, {}, { as: user });
    h.clock.advance(SECOND_FACTOR_LIMITS.recentAuthSeconds * 1000 + 1);
    const late = await h.call(
      confirmTotp,
      { factorId: begun.factorId!, code: totpNow(h, begun.secret!) },
      { as: user },
    );
    expect(late.code).toBe(code("recentAuthRequired"));
    const nothing = await h.call(
      confirmTotp,
      { factorId: "nope", code: "123456" },
      { as: await h.createUser() },
    );
    expect(nothing.code).toBe(code("totpEnrolmentMissing"));
  });
});
