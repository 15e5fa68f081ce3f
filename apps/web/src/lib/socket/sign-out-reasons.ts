/**
 * Why this device was signed out without asking: a forced sign-out the server pushed (its session was
 * revoked from another device or by an administrator, the password changed, the account was disabled or
 * deleted, too many devices signed in), or a token the server no longer accepts.
 */
export const SIGN_OUT_REASONS = [
  /**
   * This device ended its own session (signed out, changed its password or deleted the account, maybe in
   * another tab on the same session): the page that did it has said so, nothing to explain.
   */
  "signedOut",
  "revoked",
  "passwordChanged",
  "disabled",
  "deleted",
  "sessionCap",
  "signedOutElsewhere",
  "invalidToken",
] as const;

/** One of {@link SIGN_OUT_REASONS}. */
export type SignOutReason = (typeof SIGN_OUT_REASONS)[number];

/** What the user is told after a forced sign-out: the reason, and the server's own words if it gave no reason. */
export interface SignOutNotice {
  reason: SignOutReason;
  msg?: string;
}

/** Whether `value` is a reason Roster knows. */
export const isSignOutReason = (value: unknown): value is SignOutReason =>
  typeof value === "string" && (SIGN_OUT_REASONS as readonly string[]).includes(value);

/**
 * The notice of a `forceLogout` message's data: its `reason` (or `code`) when it is one Roster knows (the
 * login page says it in the user's language); else "signedOutElsewhere" with the server's `msg`, if any
 * (an upstream server sends only `{msg}`).
 */
export function noticeOf(data: unknown): SignOutNotice {
  const fields = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const reason = [fields.reason, fields.code, fields.type].find(isSignOutReason);
  if (reason) return { reason };
  const msg = typeof fields.msg === "string" ? fields.msg.trim().slice(0, 200) : "";
  return msg ? { reason: "signedOutElsewhere", msg } : { reason: "signedOutElsewhere" };
}
