import { getAccountRules } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";

export default handle(getAccountRules, async (_input, ctx) => {
  const { passwordPolicy, termsVersion, requireConsent } = ctx.services.config.accountRules;
  return { msg: "", passwordPolicy, termsVersion, requireConsent };
});
