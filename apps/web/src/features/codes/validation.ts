import { isEmail, isMobile, isVerifyCode, type Locale } from "@roster/contract";
import { type FieldCheck, requiredCheck, ruleMessage } from "../form/validation";

// The field checks of the code forms, in the style of auth/validation.ts. They live here, not there,
// so that they load with the code forms and not with the sign-in page's first screen.

/** The seed's mainland mobile rule (11 digits, 1 then 3-9), after trimming. */
export const mobileCheck =
  (locale: Locale, field: string): FieldCheck =>
  (value) =>
    requiredCheck(locale, field)(value) ??
    (isMobile(value.trim()) ? undefined : ruleMessage("mobile", locale, field));

/** The seed's e-mail pattern (at most 254 characters), after trimming. */
export const emailCheck =
  (locale: Locale, field: string): FieldCheck =>
  (value) =>
    requiredCheck(locale, field)(value) ??
    (isEmail(value.trim()) ? undefined : ruleMessage("email", locale, field));

/** A verification code: exactly 6 digits, after trimming. */
export const codeCheck =
  (locale: Locale, field: string): FieldCheck =>
  (value) =>
    requiredCheck(locale, field)(value) ??
    (isVerifyCode(value.trim()) ? undefined : ruleMessage("mobileCode", locale, field));

/** The check of a code's recipient: the mobile rule or the e-mail rule. */
export const recipientCheck = (channel: "mobile" | "email"): typeof mobileCheck =>
  channel === "mobile" ? mobileCheck : emailCheck;
