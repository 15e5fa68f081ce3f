import { successMessage } from "@roster/contract";
import { login } from "@roster/contract/routes";
import { defineHandler } from "../../../router/types.js";
import { loginWithPassword } from "../../../services/accounts/accounts.js";

export default defineHandler(login, async (input, ctx) => ({
  msg: successMessage("loggedIn", ctx.locale),
  ...(await loginWithPassword(ctx.services, input, ctx.client)),
}));
