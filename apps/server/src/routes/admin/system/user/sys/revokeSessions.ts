import { adminUserRevokeSessions } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { revokeUserSessions } from "../../../../../services/admin/users.js";

export default defineHandler(adminUserRevokeSessions, async (input, ctx) => ({
  revoked: await revokeUserSessions(ctx.services, requireAuth(ctx), input.uid),
}));
