import { acceptInvite } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { acceptInvite as accept } from "../../../services/invites/invite-links.js";

// The user filter (router/filters.ts) adds the fresh userInfo with the new inviter_uid.
export default handle(acceptInvite, async (input, ctx) => {
  await accept(ctx.services, ctx.auth.uid, input.inviteCode);
  return {};
});
