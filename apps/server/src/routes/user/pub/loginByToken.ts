import { catalogueText } from "@roster/contract";
import { loginByToken } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { refreshLogin } from "../../../services/accounts/accounts.js";
import { signedInToday } from "../../../services/accounts/login-log.js";
import { authenticate } from "../../../services/sessions/authentication.js";

export default handle(loginByToken, async (_input, ctx) => {
  const auth = ctx.viewer ?? (await authenticate(ctx.services, ctx.token));
  if (await signedInToday(ctx.services.db, auth.uid, ctx.services.clock.now())) {
    return { msg: catalogueText("success", "alreadyLoggedInToday", ctx.locale) };
  }
  return {
    msg: catalogueText("success", "loggedIn", ctx.locale),
    ...(await refreshLogin(ctx.services, auth, ctx.client)),
  };
});
