import { acceptInvite } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../router/types.js";
import { acceptInvite as accept } from "../../../services/invites/invite-links.js";

// The user filter (router/filters.ts) adds the fresh userInfo with the new inviter_uid.
export default defineHandler(acceptInvite, async (input, ctx) => {
  await accept(ctx.services, requireAuth(ctx).uid, input.inviteCode);
  return {};
});
