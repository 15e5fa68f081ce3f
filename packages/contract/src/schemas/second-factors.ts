import { z } from "zod";
import { epochMs, requiredText } from "./fields.js";

/** The numbers of the second step (issue 29), one place for server, web and docs. */
export const SECOND_FACTOR_LIMITS = {
  /** How long a second step's ticket can finish the sign-in. */
  ticketSeconds: 300,
  /** Answers one ticket takes (right or wrong) before it is void. */
  ticketTries: 5,
  /**
   * Wrong second-factor answers on one account, from any device and ticket, before its second step is
   * locked for LOGIN_LOCK_SECONDS.
   */
  accountFailures: 10,
  /** How recent a session's proof of who it is must be for a `recentAuth` route. */
  recentAuthSeconds: 600,
  /** A factor's name, as the person typed it. */
  nameMaxLength: 64,
} as const;

/**
 * What can finish a second step: a code of an authenticator app (`totp`) or one of the recovery codes
 * (`recoveryCode`). Passkeys and SMS or e-mail codes join this list when they are built.
 */
export const SECOND_FACTOR_KINDS = ["totp", "recoveryCode"] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];
export const secondFactorKindField = z.enum(SECOND_FACTOR_KINDS);

/** A six-digit authenticator code; spaces a person types between the groups are dropped. */
export const totpCodeField = z.preprocess(
  (v) => (typeof v === "number" && Number.isInteger(v) ? String(v).padStart(6, "0") : v),
  z
    .string()
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { message: "mobileCode" })),
);

/** A recovery code as typed (`ABCD-EFGH-...`; case, spaces and dashes do not matter). */
export const recoveryCodeField = requiredText(64);

/** The second step's ticket as the server gave it. */
export const mfaTicketField = requiredText(128);

/** One factor of the caller's, as the security page lists it (never its secret). */
export const secondFactorSchema = z.strictObject({
  id: z.string(),
  kind: z.literal("totp"),
  name: z.string(),
  createdAt: epochMs,
  lastUsedAt: epochMs.nullable(),
});
export type SecondFactorInfo = z.infer<typeof secondFactorSchema>;

/** The extra fields of a `secondStepNeeded` answer. */
export const secondStepSchema = z.object({
  mfaTicket: z.string(),
  mfaTicketExpired: epochMs,
  factors: z.array(secondFactorKindField),
});
export type SecondStep = z.infer<typeof secondStepSchema>;
