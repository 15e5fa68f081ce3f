import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { secondFactorSchema } from "../../../schemas/second-factors.js";
import { defineRoute } from "../../define.js";

/**
 * The caller's active second factors (oldest first, never a secret) and how many of the current recovery
 * codes are unused (0 when there is no set).
 */
export const getSecondFactors = defineRoute({
  path: "user/kh/getSecondFactors",
  input: z.object({}),
  output: ok({ factors: z.array(secondFactorSchema), recoveryCodesLeft: z.number().int() }),
});
