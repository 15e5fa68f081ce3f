import { describe, expect, it } from "vitest";
import { isValidIdNumber } from "./id-number.js";

describe("isValidIdNumber", () => {
  it("accepts numbers with a right check character (digit or X)", () => {
    expect(isValidIdNumber("11010519491231002X")).toBe(true);
    expect(isValidIdNumber("440301199003070019")).toBe(true);
  });
  it("refuses a wrong check character, a date that does not exist, and wrong forms", () => {
    expect(isValidIdNumber("110105194912310021")).toBe(false);
    expect(isValidIdNumber("440301199003070018")).toBe(false);
    // Right check digit, but 30 February.
    expect(isValidIdNumber("110105194902300020")).toBe(false);
    expect(isValidIdNumber("11010519491231002x")).toBe(false);
    expect(isValidIdNumber("11010519491231002")).toBe(false);
  });
});
