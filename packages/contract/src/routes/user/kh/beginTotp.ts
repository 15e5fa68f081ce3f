import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { text } from "../../../schemas/fields.js";
import { SECOND_FACTOR_LIMITS } from "../../../schemas/second-factors.js";
import { defineRoute } from "../../define.js";

/**
 * Starts adding an authenticator app: a new secret, shown once as text (`secret`, base32) and as the
 * `otpauth://` URI the page draws as a QR code. It counts only once `confirmTotp` takes a code of it; a new
 * start replaces one never confirmed. One app at a time: 91505 while one is active.
 */
export const beginTotp = defineRoute({
  path: "user/kh/beginTotp",
  input: z.object({ name: text(SECOND_FACTOR_LIMITS.nameMaxLength).optional() }),
  output: ok({ factorId: z.string(), secret: z.string(), uri: z.string() }),
  recentAuth: true,
  errors: ["totpAlreadyActive"],
});
