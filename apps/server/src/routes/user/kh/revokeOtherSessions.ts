import { revokeOtherSessions } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { revokeOtherSessions as revokeOthers } from "../../../services/devices/device-sessions.js";

export default handle(revokeOtherSessions, async (_input, ctx) => ({
  revoked: await revokeOthers(ctx.services, ctx.auth.uid, ctx.auth.sid),
}));
