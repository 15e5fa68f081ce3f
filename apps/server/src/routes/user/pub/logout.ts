import { catalogueText } from "@roster/contract";
import { logout } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { revokeSession } from "../../../services/sessions/repository.js";

export default handle(logout, async (_input, ctx) => {
  // The contract requires a sent token to be valid: the router answered 30202-30204 for a bad one.
  if (!ctx.viewer) return { msg: catalogueText("success", "notLoggedIn", ctx.locale) };
  await revokeSession(ctx.services.db, ctx.viewer.sid, ctx.services.clock.now());
  return {};
});
