import { getInvitedUser } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { listInvitees } from "../../../services/invites/invite-links.js";

export default handle(getInvitedUser, (input, ctx) => listInvitees(ctx.services.db, ctx.auth.uid, input));
