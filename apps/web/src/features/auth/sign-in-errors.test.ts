import { ERRORS } from "@roster/contract";
import { describe, expect, it } from "vitest";
import { SIGN_IN_CODES } from "./sign-in-errors";

describe("SIGN_IN_CODES", () => {
  it("are the catalogue's codes", () => {
    for (const [name, code] of Object.entries(SIGN_IN_CODES)) {
      expect(ERRORS[name as keyof typeof SIGN_IN_CODES].code, name).toBe(code);
    }
  });
});
