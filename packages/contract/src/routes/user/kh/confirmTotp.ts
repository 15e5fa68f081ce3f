import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { requiredText } from "../../../schemas/fields.js";
import { totpCodeField } from "../../../schemas/second-factors.js";
import { defineRoute } from "../../define.js";

/**
 * Activates the authenticator `factorId` of `beginTotp` with a code it shows (91502 for a wrong one, 91506
 * when none waits). The account's first factor comes with its recovery codes, shown once here
 * (`recoveryCodes`); other sessions of the account are told.
 */
export const confirmTotp = defineRoute({
  path: "user/kh/confirmTotp",
  input: z.object({ factorId: requiredText(64), code: totpCodeField }),
  output: ok({ recoveryCodes: z.array(z.string()).optional() }),
  recentAuth: true,
  errors: ["totpEnrolmentMissing", "secondFactorWrong"],
});
