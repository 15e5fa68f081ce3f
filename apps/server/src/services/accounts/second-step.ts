import { RosterError, type SecondFactorKind } from "@roster/contract";
import type { ClientInfo } from "../../lib/client-info.js";
import { checkFactorAnswer } from "../factors/factors.js";
import { spendTakenTicket, takeTicket } from "../factors/second-step.js";
import type { Services } from "../services.js";
import { type AuthState, assertUsable } from "../sessions/authentication.js";
import { markSessionAuthenticated } from "../sessions/repository.js";
import { findUserById } from "../users/repository.js";
import { checkPasswordLimited, issueLogin, type LoginIssue, wrongPassword } from "./accounts.js";
import type { LoginType } from "./login-log.js";

/**
 * `user/pub/loginBySecondFactor`: finishes the sign-in a ticket stands for. The ticket's answer is taken
 * first (five in all, this device only), then the factor within the account's lockout; a right one uses
 * the ticket up and opens the session of the first step (its type and login type), in issueLogin's one
 * transaction. A password changed, or the account signed out everywhere, since the first step: 10104.
 */
export async function loginBySecondFactor(
  svc: Services,
  input: { mfaTicket: string; factor: SecondFactorKind; code: string },
  client: ClientInfo,
): Promise<LoginIssue> {
  const taken = await takeTicket(svc, input.mfaTicket, client);
  const user = await findUserById(svc.db, taken.row.user_id);
  if (!user) throw new RosterError("userNotExist");
  assertUsable(user);
  if (user.session_epoch !== taken.row.session_epoch) throw new RosterError("credentialsChanged");
  const check = await checkFactorAnswer(svc, user.id, { kind: input.factor, code: input.code });
  if (!check.ok) {
    const triesLeft = Math.min(taken.left, check.triesLeft ?? taken.left);
    throw new RosterError("secondFactorWrong", {}, { triesLeft });
  }
  await spendTakenTicket(svc, taken);
  return issueLogin(svc, user, client, {
    type: taken.row.sign_type,
    loginType: taken.row.login_type as LoginType,
    secondFactor: input.factor,
  });
}

/**
 * `user/kh/reauthenticate`: the caller proves again who holds the session, with the account's password
 * (its lockout) or a second factor (theirs); the session's `authenticated_at` moves to now.
 */
export async function reauthenticate(
  svc: Services,
  auth: AuthState,
  input: { password?: string; factor?: SecondFactorKind; code?: string },
  client: ClientInfo,
): Promise<number> {
  if (input.factor !== undefined && input.code !== undefined) {
    const check = await checkFactorAnswer(svc, auth.uid, { kind: input.factor, code: input.code });
    if (!check.ok) throw new RosterError("secondFactorWrong", {}, { triesLeft: check.triesLeft });
  } else if (input.password !== undefined && auth.user.password_hash) {
    const check = await checkPasswordLimited(svc, auth.user, client.ip, input.password);
    if (!check.ok) throw wrongPassword(check, "passwordError");
  } else {
    throw new RosterError("reauthProofMissing");
  }
  const now = svc.clock.now();
  await markSessionAuthenticated(svc.db, auth.sid, now);
  return now;
}
