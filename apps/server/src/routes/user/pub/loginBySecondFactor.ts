import { catalogueText } from "@roster/contract";
import { loginBySecondFactor } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { loginBySecondFactor as finishSignIn } from "../../../services/accounts/second-step.js";

export default handle(loginBySecondFactor, async (input, ctx) => ({
  msg: catalogueText("success", "loggedIn", ctx.locale),
  ...(await finishSignIn(ctx.services, input, ctx.client)),
}));
