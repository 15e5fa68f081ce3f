import { catalogueText, RosterError } from "@roster/contract";
import { setUserInviteCode } from "@roster/contract/routes";
import { isUniqueViolation } from "../../../db/errors.js";
import { handle } from "../../../router/types.js";
import { findUserById, setInviteCodeIfUnset } from "../../../services/accounts/repository.js";
import { freeInviteCode } from "../../../services/invites/invite-codes.js";

export default handle(setUserInviteCode, async (_input, ctx) => {
  const auth = ctx.auth;
  const { db, clock } = ctx.services;
  const alreadySet = (myInviteCode: string) => ({
    msg: catalogueText("success", "inviteCodeAlreadySet", ctx.locale),
    myInviteCode,
  });
  // Read afresh: the code may have been set since authentication read the row.
  const existing = (await findUserById(db, auth.uid))?.my_invite_code;
  if (existing) return alreadySet(existing);
  const code = await freeInviteCode(db);
  try {
    // Not set: a concurrent call set one first, and that one stays.
    if (!(await setInviteCodeIfUnset(db, auth.uid, code, clock.now())))
      return alreadySet((await findUserById(db, auth.uid))?.my_invite_code ?? "");
  } catch (error) {
    // Another account took the same free code in between.
    if (isUniqueViolation(error)) throw new RosterError("inviteCodeFailed");
    throw error;
  }
  return { myInviteCode: code };
});
