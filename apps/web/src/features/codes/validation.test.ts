import { VALIDATION_MESSAGES } from "@roster/contract";
import { describe, expect, it } from "vitest";
import { codeCheck, emailCheck, mobileCheck, recipientCheck } from "./validation";

describe("the field checks of the code forms", () => {
  it("mobile: required, then 11 digits starting 1 and 3-9 (surrounding spaces ignored)", () => {
    const check = mobileCheck("en", "Mobile number");
    expect(check("  ")).toBe("Mobile number is required");
    expect(check("12800138000")).toBe(VALIDATION_MESSAGES.mobile.en);
    expect(check("1380013800")).toBe(VALIDATION_MESSAGES.mobile.en);
    expect(check(" 13800138000 ")).toBeUndefined();
    expect(mobileCheck("zh-Hans", "手机号")("123")).toBe(VALIDATION_MESSAGES.mobile["zh-Hans"]);
  });

  it("e-mail: required, then the seed's pattern", () => {
    const check = emailCheck("en", "E-mail");
    expect(check("")).toBe("E-mail is required");
    expect(check("ada@")).toBe(VALIDATION_MESSAGES.email.en);
    expect(check("ada@example")).toBe(VALIDATION_MESSAGES.email.en);
    expect(check(" ada.l@example.co.uk ")).toBeUndefined();
  });

  it("code: required, then exactly 6 digits", () => {
    const check = codeCheck("zh-Hant", "驗證碼");
    expect(check("")).toBe("驗證碼不可為空");
    expect(check("12345")).toBe(VALIDATION_MESSAGES.mobileCode["zh-Hant"]);
    expect(check("12345a")).toBe(VALIDATION_MESSAGES.mobileCode["zh-Hant"]);
    expect(check("1234567")).toBe(VALIDATION_MESSAGES.mobileCode["zh-Hant"]);
    expect(check("012345")).toBeUndefined();
  });

  it("recipient: the mobile rule for SMS, the e-mail rule for e-mail", () => {
    expect(recipientCheck("mobile")("en", "To")("ada@example.com")).toBe(VALIDATION_MESSAGES.mobile.en);
    expect(recipientCheck("email")("en", "To")("13800138000")).toBe(VALIDATION_MESSAGES.email.en);
    expect(recipientCheck("email")("en", "To")("ada@example.com")).toBeUndefined();
  });
});
