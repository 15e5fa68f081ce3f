import { catalogueText } from "@roster/contract";
import { loginBySecondFactor } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { loginBySecondFactor as finishSignIn } from "../../../services/accounts/second-step.js";
import { announceSecurityChange } from "../../../services/devices/new-device.js";

export default handle(loginBySecondFactor, async (input, ctx) => {
  const issue = await finishSignIn(ctx.services, input, ctx.client);
  if (input.factor === "recoveryCode") {
    announceSecurityChange(ctx.services, {
      userId: issue.uid,
      change: "recoveryCodeUsed",
      locale: ctx.locale,
    });
  }
  return { msg: catalogueText("success", "loggedIn", ctx.locale), ...issue };
});
