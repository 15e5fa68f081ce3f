import { catalogueText } from "@roster/contract";
import { login } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { loginWithPassword } from "../../../services/accounts/accounts.js";

export default handle(login, async (input, ctx) => ({
  msg: catalogueText("success", "loggedIn", ctx.locale),
  ...(await loginWithPassword(ctx.services, input, ctx.client)),
}));
