import { successMessage } from "@roster/contract";
import { logout } from "@roster/contract/routes";
import { defineHandler } from "../../../router/types.js";
import { revokeSession } from "../../../services/sessions/sessions.js";

export default defineHandler(logout, async (_input, ctx) => {
  if (!ctx.token) return { msg: successMessage("notLoggedIn", ctx.locale) };
  // A token was sent: it must be good (30202-30204 otherwise), then its session ends.
  const payload = ctx.services.tokens.verify(ctx.token);
  await revokeSession(ctx.services.db, payload.sid, ctx.services.clock.now());
  return {};
});
