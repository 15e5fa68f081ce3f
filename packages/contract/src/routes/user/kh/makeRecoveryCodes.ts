import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { defineRoute } from "../../define.js";

/**
 * A new set of ten recovery codes, shown once (`codes`, `XXXX-XXXX-XXXX-XXXX`); the old set is void at
 * once. Only for an account with a second factor (91504 otherwise).
 */
export const makeRecoveryCodes = defineRoute({
  path: "user/kh/makeRecoveryCodes",
  input: z.object({}),
  output: ok({ codes: z.array(z.string()) }),
  recentAuth: true,
  errors: ["secondFactorUnavailable"],
});
