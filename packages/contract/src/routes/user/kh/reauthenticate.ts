import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { epochMs, passwordField, requiredText } from "../../../schemas/fields.js";
import { secondFactorKindField } from "../../../schemas/second-factors.js";
import { defineRoute } from "../../define.js";

/**
 * Proves again who holds this session, for the routes whose contract says `recentAuth`: the account's
 * password, or one of its second factors (`factor` and `code`). A wrong password counts in the password
 * lockout (10102 with `triesLeft`, then 10103), a wrong code in the second factors' (91502, 91503).
 * `authenticatedAt` is when this session's proof is from now on.
 */
export const reauthenticate = defineRoute({
  path: "user/kh/reauthenticate",
  input: z.object({
    password: passwordField.optional(),
    factor: secondFactorKindField.optional(),
    code: requiredText(64).optional(),
  }),
  output: ok({ authenticatedAt: epochMs }),
  errors: [
    "reauthProofMissing",
    "passwordError",
    "passwordErrorExceedLimit",
    "secondFactorWrong",
    "secondFactorLocked",
    "secondFactorUnavailable",
  ],
});
