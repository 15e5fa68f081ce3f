import { revokeOtherSessions } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { revokeOtherSessions as revokeOthers } from "../../../services/devices/device-sessions.js";

export default handle(revokeOtherSessions, async (_input, ctx) => {
  const { db, clock } = ctx.services;
  const now = clock.now();
  const revoked = await db.transaction().execute((trx) => revokeOthers(trx, ctx.auth.uid, ctx.auth.sid, now));
  return { revoked: revoked.length };
});
