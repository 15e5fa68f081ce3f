import * as ERROR_CODES from "@roster/contract/errors/codes";

/**
 * The catalogue's refusals of a code that name no field, by the form field they concern: a wrong, expired,
 * used, voided or misdirected code shows under the code field.
 */
export const CODE_REFUSALS: Readonly<Record<number, string>> = {
  [ERROR_CODES.invalidVerifyCode]: "code",
  [ERROR_CODES.verifyCodeExpired]: "code",
  [ERROR_CODES.verifyCodeUsed]: "code",
  [ERROR_CODES.verifyCodeTooManyAttempts]: "code",
  [ERROR_CODES.verifyCodeWrongPurpose]: "code",
};

/** The server's names of the field a code goes to, as the code forms call it (`recipient`). */
export const RECIPIENT_NAMES: Readonly<Record<string, string>> = { mobile: "recipient", email: "recipient" };
