import { z } from "zod";
import { LIMITS } from "../limits.js";
import { isLinkUrl } from "../validators/link-url.js";
import { PATTERNS } from "../validators/patterns.js";
import { jsonObject } from "./json.js";

/**
 * Field schemas shared by route contracts. A `message` that names a key of VALIDATION_MESSAGES
 * (username, password, mobile, ...) is localized by the router; others get generic messages.
 */

/** Numbers sent where text is expected become text (upstream coerces them the same way). */
const numberToString = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? String(v) : v);

/**
 * A string without NUL characters: the base of every text field. PostgreSQL refuses NUL in text, and no
 * honest client sends one; the check runs first, so that the refusal names it.
 */
export const plainString = () =>
  z.string().refine((v) => !v.includes("\u0000"), { message: "nul", abort: true });

/** Any password a route takes, in characters (each policy sets its own, lower, limit for new ones). */
const PASSWORD_MAX_LENGTH = 128;

/** A string that accepts numbers, trimmed, with a length cap. */
export const text = (max: number = LIMITS.inputMaxLength) =>
  z.preprocess(numberToString, plainString().trim().max(max));

/** A required, non-empty string (after trimming). */
export const requiredText = (max: number = LIMITS.inputMaxLength) =>
  z.preprocess(numberToString, plainString().trim().min(1, { message: "required" }).max(max));

export const usernameField = z.preprocess(
  numberToString,
  plainString()
    .trim()
    .min(1, { message: "required" })
    .max(32, { message: "username" })
    .regex(PATTERNS.username, {
      message: "username",
    }),
);

/**
 * A new password's outer shape only: present, at most 128 characters, no NUL. Not trimmed: a space is
 * kept, never silently dropped. The configured policy (validators/password-policy.ts) is enforced by the
 * server's one check of new passwords, which knows the account (its username must not be in it) and the
 * policy; 128 is above both policies' limits, so that each reports its own message.
 */
export const newPasswordField = z.preprocess(
  numberToString,
  plainString().min(1, { message: "required" }).max(PASSWORD_MAX_LENGTH),
);

/** A password being checked: any non-empty text (imported accounts may predate the rule). */
export const passwordField = z.preprocess(
  numberToString,
  plainString().min(1, { message: "required" }).max(PASSWORD_MAX_LENGTH),
);

export const mobileField = z.preprocess(
  numberToString,
  plainString().trim().min(1, { message: "required" }).regex(PATTERNS.mobile, { message: "mobile" }),
);

export const emailField = plainString()
  .trim()
  .min(1, { message: "required" })
  .max(254, { message: "email" })
  .regex(PATTERNS.email, { message: "email" })
  .transform((v) => v.toLowerCase());

export const verifyCodeField = z.preprocess(
  numberToString,
  plainString().trim().min(1, { message: "required" }).regex(PATTERNS.mobileCode, { message: "mobileCode" }),
);

/** An absolute `https:` URL or a path that stays on Roster's origin (validators/link-url.ts); or empty. */
export const urlField = plainString()
  .trim()
  .max(LIMITS.urlMaxLength)
  .refine((v) => v === "" || isLinkUrl(v), { message: "url" });

export const nicknameField = plainString().trim().max(LIMITS.nicknameMaxLength);

/** 0 unknown, 1 male, 2 female. */
export const genderField = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A free-form JSON object (social_info) with a size and a depth cap. */
export const freeObjectField = jsonObject({
  maxDepth: LIMITS.freeObjectMaxDepth,
  maxBytes: LIMITS.freeObjectMaxBytes,
});

/** Epoch milliseconds. */
export const epochMs = z.number().int();

/** List paging input shared by every list route. */
export const pagingFields = {
  pageIndex: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.pageSize),
};
