import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { accountRulesSchema } from "../../../schemas/sign-up.js";
import { defineRoute } from "../../define.js";

/**
 * Roster: the rules a form needs before the person types: the password policy (PASSWORD_POLICY), the
 * current terms version (TERMS_VERSION) and whether registration requires consent (REQUIRE_CONSENT).
 */
export const getAccountRules = defineRoute({
  path: "user/pub/getAccountRules",
  input: z.object({}),
  output: ok(accountRulesSchema.shape),
});
