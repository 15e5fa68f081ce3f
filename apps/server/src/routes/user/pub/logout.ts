import { catalogueText } from "@roster/contract";
import { logout } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { sessionWrite } from "../../../services/sessions/session-events.js";
import { revokeSessions } from "../../../services/sessions/sessions.js";

export default handle(logout, async (_input, ctx) => {
  // The contract requires a sent token to be valid: the router answered 30202-30204 for a bad one.
  if (!ctx.viewer) return { msg: catalogueText("success", "notLoggedIn", ctx.locale) };
  await revokeSessions(sessionWrite(ctx.services), ctx.viewer.uid, [ctx.viewer.sid], "signedOut");
  return {};
});
