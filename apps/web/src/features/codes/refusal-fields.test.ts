import { ERRORS } from "@roster/contract";
import { describe, expect, it } from "vitest";
import { CODE_REFUSALS } from "./refusal-fields";

describe("the code refusals placed under the code field", () => {
  it("are the catalogue's refusals of a wrong, expired, used, voided or misdirected code", () => {
    const names = [
      "invalidVerifyCode",
      "verifyCodeExpired",
      "verifyCodeUsed",
      "verifyCodeTooManyAttempts",
      "verifyCodeWrongPurpose",
    ] as const;
    expect(Object.keys(CODE_REFUSALS).map(Number).sort()).toEqual(names.map((n) => ERRORS[n].code).sort());
    expect(new Set(Object.values(CODE_REFUSALS))).toEqual(new Set(["code"]));
  });
});
