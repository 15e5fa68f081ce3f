import { getUserInfoByInviteCode } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { findInviter, presentInviterPublic } from "../../../services/invites/invite-links.js";

export default handle(getUserInfoByInviteCode, async (input, ctx) => {
  const inviter = await findInviter(ctx.services.db, input.code);
  return { userInfo: inviter ? presentInviterPublic(inviter) : null };
});
