import { revokeSession } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { revokeOwnSession } from "../../../services/devices/device-sessions.js";

export default handle(revokeSession, async (input, ctx) => {
  await revokeOwnSession(ctx.services, ctx.auth.uid, ctx.auth.sid, input.id);
  return { current: input.id === ctx.auth.sid };
});
