import { getSessions } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { listLiveSessions, presentSession } from "../../../services/devices/device-sessions.js";

export default handle(getSessions, async (_input, ctx) => {
  const { db, clock } = ctx.services;
  const rows = await listLiveSessions(db, ctx.auth.uid, clock.now());
  return { rows: rows.map((row) => presentSession(row, ctx.auth.sid)) };
});
