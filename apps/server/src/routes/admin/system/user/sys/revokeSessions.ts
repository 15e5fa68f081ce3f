import { adminUserRevokeSessions } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { revokeUserSessions } from "../../../../../services/admin/users.js";

export default handle(adminUserRevokeSessions, async (input, ctx) => ({
  revoked: await revokeUserSessions(ctx.services, ctx.auth, input.uid),
}));
