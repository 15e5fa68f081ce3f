import { catalogueText } from "@roster/contract";
import { setUserInviteCode } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { ensureOwnInviteCode } from "../../../services/invites/invite-codes.js";

export default handle(setUserInviteCode, async (_input, ctx) => {
  const { code, alreadySet } = await ensureOwnInviteCode(
    ctx.services.db,
    ctx.auth.uid,
    ctx.services.clock.now(),
  );
  if (!alreadySet) return { myInviteCode: code };
  return { msg: catalogueText("success", "inviteCodeAlreadySet", ctx.locale), myInviteCode: code };
});
