import { revokeSession } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { revokeOwnSession } from "../../../services/devices/device-sessions.js";

export default handle(revokeSession, async (input, ctx) => {
  const { db, clock } = ctx.services;
  const now = clock.now();
  await db.transaction().execute((trx) => revokeOwnSession(trx, ctx.auth.uid, input.id, now));
  return { current: input.id === ctx.auth.sid };
});
