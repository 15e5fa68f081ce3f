import { z } from "zod";
import { checkUserExistField, codePurposeField } from "../../../schemas/codes.js";
import { ok } from "../../../schemas/envelope.js";
import { mobileField } from "../../../schemas/fields.js";
import { defineRoute } from "../../define.js";

/**
 * Sends a 6-digit code by SMS for one purpose (`type`). Refusals: `checkUserExist` -1 with `exists` /
 * `notExists` (only when asked), 50304 daily cap of the mobile, 50306 daily cap of the IP, 50303 too soon
 * after the last code (`retryAfter` seconds), 50301 the gateway failed (no code is stored then). Each
 * `checkUserExist` probe counts against the daily cap of the IP.
 */
export const sendSmsCode = defineRoute({
  path: "user/pub/sendSmsCode",
  input: z.object({
    mobile: mobileField,
    type: codePurposeField,
    checkUserExist: checkUserExistField.optional(),
  }),
  output: ok({}),
  budget: "verificationCode",
  errors: [
    "mobileRegistered",
    "mobileNotRegistered",
    "verifyCodeTooSoon",
    "smsDailyCapReached",
    "ipDailyCapReached",
    "sendSmsCodeFailed",
  ],
});
