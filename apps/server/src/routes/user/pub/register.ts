import { catalogueText, RosterError } from "@roster/contract";
import { register } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { findInviter } from "../../../services/invites/invite-links.js";
import { registerAccount } from "../../../services/sign-up/registration.js";

export default handle(register, async (input, ctx) => {
  // The share link fills the code in; an empty one means none. A code that matches no one is refused
  // before the account exists (10203), so that a typo never leaves an account without its inviter.
  let inviterId: string | undefined;
  if (input.inviteCode) {
    const inviter = await findInviter(ctx.services.db, input.inviteCode);
    if (!inviter) throw new RosterError("registerInviteCodeInvalid");
    inviterId = inviter.id;
  }
  return {
    msg: catalogueText("success", "registered", ctx.locale),
    ...(await registerAccount(ctx.services, { ...input, inviterId }, ctx.client)),
  };
});
