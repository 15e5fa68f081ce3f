import { type Locale, RosterError } from "@roster/contract";
import { checkPasswordLimited, wrongPassword } from "../accounts/accounts.js";
import { type CheckedCode, type CodeTarget, checkCode } from "../codes/verify-codes.js";
import type { Services } from "../services.js";
import type { AuthState } from "../sessions/authentication.js";
import { assertNotLastAdmin, eraseAccount } from "./erase-account.js";

/** How the owner proves it is them: the current password, or a `delete-account` code. */
export interface DeletionProof {
  password?: string | undefined;
  code?: string | undefined;
}

/** The shared lockout's 10002 for an account deleted meanwhile (a parallel call won): 30202, as its token. */
const gone = (error: unknown): never => {
  if (error instanceof RosterError && error.errorName === "userNotExist")
    throw new RosterError("tokenNotExist");
  throw error;
};

/** Where an account without a password can receive a code: its confirmed mobile and e-mail. */
function codeTargets(user: AuthState["user"]): CodeTarget[] {
  const targets: CodeTarget[] = [];
  if (user.mobile && user.mobile_confirmed === 1) targets.push({ channel: "mobile", recipient: user.mobile });
  if (user.email && user.email_confirmed === 1) targets.push({ channel: "email", recipient: user.email });
  return targets;
}

/**
 * deleteAccount: the signed-in owner erases their own account. The last enabled administrator is refused
 * before any proof is asked for (91463). An account with a password proves itself with it (91460 without
 * one; a wrong one counts in the sign-in lockout of the account and IP, like updatePwd: 10102, then 10103);
 * one without proves itself with a fresh `delete-account` code sent to its confirmed mobile or e-mail (91461
 * without one; 91462 when it has no confirmed address: it sets a password first). The erasure then runs only
 * over the account as this call read it (10104 when its password changed or it was signed out everywhere
 * meanwhile). A call that finds the account already gone (a parallel call won) answers 30202, as its token
 * now does.
 */
export async function deleteOwnAccount(
  services: Services,
  auth: AuthState,
  proof: DeletionProof,
  request: { ip: string; locale: Locale },
): Promise<void> {
  const { user } = auth;
  await assertNotLastAdmin(services.db, user.id);
  let code: CheckedCode | undefined;
  if (user.password_hash !== null) {
    if (!proof.password) throw new RosterError("deletePasswordRequired");
    const check = await checkPasswordLimited(services, user, request.ip, proof.password).catch(gone);
    if (!check.ok) throw wrongPassword(check);
  } else {
    const targets = codeTargets(user);
    if (targets.length === 0) throw new RosterError("deleteNeedsProof");
    if (!proof.code) throw new RosterError("deleteCodeRequired");
    code = await checkCode(services, {
      targets,
      purpose: "delete-account",
      code: proof.code,
      locale: request.locale,
    });
  }
  const erased = await eraseAccount(services, user.id, {
    reason: "deleted",
    callerSessionId: auth.sid,
    ifSessionEpoch: user.session_epoch,
    code,
  });
  if (!erased) throw new RosterError("tokenNotExist");
}
