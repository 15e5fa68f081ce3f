import { readJson, removeKey, STORAGE_KEYS, writeJson } from "./storage";

/**
 * Why this device was signed out without asking: a forced sign-out the server pushed (its session was
 * revoked from another device or by an administrator, the password changed, the account was disabled,
 * too many devices signed in), or a token the server no longer accepts.
 */
export const SIGN_OUT_REASONS = [
  "revoked",
  "passwordChanged",
  "disabled",
  "sessionCap",
  "signedOutElsewhere",
  "invalidToken",
] as const;

/** One of {@link SIGN_OUT_REASONS}. */
export type SignOutReason = (typeof SIGN_OUT_REASONS)[number];

/** What the login page tells after a forced sign-out: the reason, and the server's own words if any. */
export interface SignOutNotice {
  reason: SignOutReason;
  msg?: string;
  at: number;
}

/** A notice older than this is stale: the user has moved on (or reopened the app much later). */
const NOTICE_LIFETIME_MS = 10 * 60_000;

const isReason = (value: unknown): value is SignOutReason =>
  typeof value === "string" && (SIGN_OUT_REASONS as readonly string[]).includes(value);

/**
 * The notice of a `forceLogout` message's data: its `reason` (or `code`) when it is one Roster knows (the
 * login page says it in the user's language); else "signedOutElsewhere" with the server's `msg`, if any
 * (an upstream server sends only `{msg}`).
 */
export function noticeOf(data: unknown, now: number = Date.now()): SignOutNotice {
  const fields = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const reason = [fields.reason, fields.code, fields.type].find(isReason);
  if (reason) return { reason, at: now };
  const msg = typeof fields.msg === "string" ? fields.msg.trim().slice(0, 200) : "";
  return msg ? { reason: "signedOutElsewhere", msg, at: now } : { reason: "signedOutElsewhere", at: now };
}

/** Keeps the notice for the login page that the sign-out opens. */
export const rememberSignOut = (notice: SignOutNotice): void => writeJson(STORAGE_KEYS.signOutNotice, notice);

/** The notice of the last forced sign-out, unless there is none or it is stale. */
export function pendingSignOut(now: number = Date.now()): SignOutNotice | undefined {
  const notice = readJson<SignOutNotice>(STORAGE_KEYS.signOutNotice);
  if (!notice || !isReason(notice.reason) || !(now - notice.at < NOTICE_LIFETIME_MS)) return undefined;
  return notice;
}

/** Forgets the notice (once shown, or after signing in again). */
export const forgetSignOut = (): void => removeKey(STORAGE_KEYS.signOutNotice);
