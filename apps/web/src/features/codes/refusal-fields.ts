/**
 * The catalogue's refusals of a code that name no field, by the form field they concern: a wrong, expired,
 * used, voided or misdirected code (invalidVerifyCode 50202, verifyCodeExpired 50204, verifyCodeUsed 50205,
 * verifyCodeTooManyAttempts 50206, verifyCodeWrongPurpose 50207) shows under the code field. Literals, as
 * the sign-in pages load no catalogue; refusal-fields.test.ts checks them against it.
 */
export const CODE_REFUSALS: Readonly<Record<number, string>> = {
  50202: "code",
  50204: "code",
  50205: "code",
  50206: "code",
  50207: "code",
};

/** The server's names of the field a code goes to, as the code forms call it (`recipient`). */
export const RECIPIENT_NAMES: Readonly<Record<string, string>> = { mobile: "recipient", email: "recipient" };
