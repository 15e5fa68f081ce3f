import type { ErrorName } from "../../../errors/catalogue.js";
import { sendEmailCode } from "../../../routes/user/pub/sendEmailCode.js";

/** What mailing a code answers (the caps and resend interval of user/pub/sendEmailCode, a failed mail). */
export const MAIL_ERRORS: readonly ErrorName[] = sendEmailCode.errors.filter(
  (name) => name !== "emailRegistered" && name !== "emailNotRegistered",
);
