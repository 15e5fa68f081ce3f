import { z } from "zod";
import { VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { ok } from "../../../schemas/envelope.js";
import { passwordField, verifyCodeField } from "../../../schemas/fields.js";
import { defineRoute } from "../../define.js";

/**
 * Deletes the caller's own account for good (a client-sent uid is ignored). Proof: the current `password`
 * when the account has one (a wrong one answers 10102 and counts in the sign-in lockout of the account and
 * IP, 10103 once it is used up); otherwise a `delete-account` `code` sent to its confirmed mobile or
 * e-mail (91461 without one; 91462 when the account has neither a password nor a confirmed address). The
 * last enabled administrator is refused (91463). Erased in one transaction: the account, its sessions
 * (every other device gets a `forceLogout` "deleted"), roles, identities, identity documents, consents,
 * files (their objects follow at once, retried until gone), codes and messages to its addresses, invite
 * links and demo rows; login-log and admin-log rows stay without personal data. The username, mobile and
 * e-mail are free for a new registration as soon as it answers.
 */
export const deleteAccount = defineRoute({
  path: "user/kh/deleteAccount",
  input: z.object({ password: passwordField.optional(), code: verifyCodeField.optional() }),
  output: ok({}),
  errors: [
    ...VERIFY_CODE_ERRORS,
    "passwordError",
    "passwordErrorExceedLimit",
    "credentialsChanged",
    "deletePasswordRequired",
    "deleteCodeRequired",
    "deleteNeedsProof",
    "lastAdminProtected",
  ],
});
