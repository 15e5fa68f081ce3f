import { getUserInfoByInviteCode } from "@roster/contract/routes";
import { defineHandler } from "../../../router/types.js";
import { findInviter, presentInviterPublic } from "../../../services/invites/invite-links.js";

export default defineHandler(getUserInfoByInviteCode, async (input, ctx) => {
  const inviter = await findInviter(ctx.services.db, input.code);
  return { userInfo: inviter ? presentInviterPublic(inviter) : null };
});
