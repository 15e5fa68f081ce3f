import { successMessage } from "@roster/contract";
import { logout } from "@roster/contract/routes";
import { defineHandler } from "../../../router/types.js";
import { revokeSession } from "../../../services/sessions/sessions.js";

export default defineHandler(logout, async (_input, ctx) => {
  // The contract requires a sent token to be valid: the router answered 30202-30204 for a bad one.
  if (!ctx.auth) return { msg: successMessage("notLoggedIn", ctx.locale) };
  await revokeSession(ctx.services.db, ctx.auth.sid, ctx.services.clock.now());
  return {};
});
