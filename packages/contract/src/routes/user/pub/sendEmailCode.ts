import { z } from "zod";
import { checkUserExistField, codePurposeField } from "../../../schemas/codes.js";
import { ok } from "../../../schemas/envelope.js";
import { emailField } from "../../../schemas/fields.js";
import { defineRoute } from "../../define.js";

/**
 * Sends a 6-digit code by e-mail (subject, text and HTML in the caller's language). Refusals:
 * `checkUserExist` -1 with `exists` / `notExists` (only when asked), 50305 daily cap of the address, 50306
 * daily cap of the IP, 50303 too soon (`retryAfter` seconds), 50302 the mail server failed. Each
 * `checkUserExist` probe counts against the daily cap of the IP.
 */
export const sendEmailCode = defineRoute({
  path: "user/pub/sendEmailCode",
  input: z.object({
    email: emailField,
    type: codePurposeField,
    checkUserExist: checkUserExistField.optional(),
  }),
  output: ok({}),
  budget: "verificationCode",
  errors: [
    "emailRegistered",
    "emailNotRegistered",
    "verifyCodeTooSoon",
    "emailDailyCapReached",
    "ipDailyCapReached",
    "sendEmailCodeFailed",
  ],
});
