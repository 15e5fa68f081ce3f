import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { requiredText } from "../../../schemas/fields.js";
import { defineRoute } from "../../define.js";

/**
 * Removes one of the caller's second factors (91507 when it has none of that id). Removing the last one
 * voids the recovery codes too: the account signs in with one step again.
 */
export const removeSecondFactor = defineRoute({
  path: "user/kh/removeSecondFactor",
  input: z.object({ factorId: requiredText(64) }),
  output: ok({}),
  recentAuth: true,
  errors: ["factorNotFound"],
});
