import { z } from "zod";
import { codePurposeField } from "../../../schemas/codes.js";
import { ok } from "../../../schemas/envelope.js";
import { emailField, mobileField, verifyCodeField } from "../../../schemas/fields.js";
import { defineRoute } from "../../define.js";

/**
 * Stores a code for a mobile or an e-mail without sending it (admins and tests). Neither 50101, both 50102.
 * `code` defaults to a random one, `expiresIn` (seconds) to CODE_TTL_SECONDS; older codes of the same
 * purpose are voided. The code is never echoed.
 */
export const setVerifyCode = defineRoute({
  path: "user/sys/setVerifyCode",
  input: z.object({
    mobile: mobileField.optional(),
    email: emailField.optional(),
    code: verifyCodeField.optional(),
    type: codePurposeField,
    expiresIn: z.number().int().min(1).max(86_400).optional(),
  }),
  output: ok({ mobile: z.string().optional(), email: z.string().optional() }),
  backOffice: false,
  errors: ["verifyRecipientRequired", "verifyRecipientConflict", "recipientOutOfReach"],
});
