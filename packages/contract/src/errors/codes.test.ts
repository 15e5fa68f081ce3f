import { describe, expect, it } from "vitest";
import { ERRORS } from "./catalogue.js";
import * as ERROR_CODES from "./codes.js";

describe("the error codes by name (errors/codes.ts)", () => {
  it("are the catalogue's, every name and no other (else run `npx tsx scripts/gen-error-codes.ts`)", () => {
    const catalogue = Object.fromEntries(Object.entries(ERRORS).map(([name, entry]) => [name, entry.code]));
    expect({ ...ERROR_CODES }).toEqual(catalogue);
  });

  it("name the numbers the clients see", () => {
    expect(ERROR_CODES.menuExists).toBe(90103);
    expect(ERROR_CODES.localTokenCheckFailed).toBe(30204);
  });
});
