import { PATTERNS } from "./patterns.js";

/**
 * The rule for new passwords, one place for the server (which enforces the configured policy on every
 * route that sets a password) and the web (which shows the same verdict while the person types).
 *
 * - `strong` (the default): 8-64 characters of any kind but control characters, not among the common and
 *   breached passwords (validators/common-password-set.ts), and not containing the account's username,
 *   mobile or e-mail local part, case-insensitively.
 * - `legacy` (`PASSWORD_POLICY=legacy`): the seed's rule, exactly: 6-18 of letters, digits, `_` or `@`.
 *
 * Passwords being checked at sign-in are never held to it: accounts made under another rule still work.
 */
export const PASSWORD_POLICIES = ["strong", "legacy"] as const;

/** A password policy's name (`PASSWORD_POLICY`). */
export type PasswordPolicyName = (typeof PASSWORD_POLICIES)[number];

/** The length bounds of the strong policy, in characters (code points). */
export const STRONG_PASSWORD_LENGTH = { min: 8, max: 64 } as const;

/** What is wrong with a new password; each has its error in the catalogue (errors/password-errors.ts). */
export type PasswordProblem =
  | "legacyRule"
  | "tooShort"
  | "tooLong"
  | "controlCharacter"
  | "common"
  | "containsUsername"
  | "containsMobile"
  | "containsEmail";

/** What the account is known by: a password must not contain it. */
export interface PasswordOwner {
  username?: string | null | undefined;
  mobile?: string | null | undefined;
  email?: string | null | undefined;
}

/** Common passwords, lower-cased (see common-password-set.ts). */
export type CommonPasswords = { has(password: string): boolean };

/** Parts of an identity shorter than this are too short to forbid inside a password. */
const MIN_PERSONAL_PART = 3;

// C0 and C1 control characters (NUL included), DEL.
const CONTROL = /\p{Cc}/u;

/** The part of the owner that `lower` contains, if any. */
function personalProblem(lower: string, owner: PasswordOwner): PasswordProblem | undefined {
  const parts: [string | null | undefined, PasswordProblem][] = [
    [owner.username, "containsUsername"],
    [owner.mobile, "containsMobile"],
    [owner.email?.split("@")[0], "containsEmail"],
  ];
  for (const [part, problem] of parts) {
    const value = part?.trim().toLowerCase();
    if (value && value.length >= MIN_PERSONAL_PART && lower.includes(value)) return problem;
  }
  return undefined;
}

/**
 * The first thing `password` breaks under `policy`, or undefined when it may be set. Without `common`
 * (the web before the list has loaded) the common-password check is skipped: the server always has it.
 */
export function passwordProblem(
  password: string,
  policy: PasswordPolicyName,
  owner: PasswordOwner = {},
  common?: CommonPasswords,
): PasswordProblem | undefined {
  if (policy === "legacy") return PATTERNS.password.test(password) ? undefined : "legacyRule";
  if (CONTROL.test(password)) return "controlCharacter";
  const length = [...password].length;
  if (length < STRONG_PASSWORD_LENGTH.min) return "tooShort";
  if (length > STRONG_PASSWORD_LENGTH.max) return "tooLong";
  const lower = password.toLowerCase();
  if (common?.has(lower)) return "common";
  return personalProblem(lower, owner);
}

/** How strong a password looks, for the meter of the web forms. */
export type PasswordStrength = "weak" | "fair" | "strong";

/**
 * `weak` when the policy refuses it; otherwise `strong` for a long one (16+ characters) or a 12+ one
 * mixing three kinds of characters (lower, upper, digits, others), else `fair`. The same scale applies
 * under `legacy`.
 */
export function passwordStrength(
  password: string,
  policy: PasswordPolicyName,
  owner: PasswordOwner = {},
  common?: CommonPasswords,
): PasswordStrength {
  if (passwordProblem(password, policy, owner, common) !== undefined) return "weak";
  const length = [...password].length;
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u].filter((r) => r.test(password)).length;
  return length >= 16 || (length >= 12 && kinds >= 3) ? "strong" : "fair";
}
