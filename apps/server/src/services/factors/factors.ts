import { randomInt } from "node:crypto";
import { RosterError, type SecondFactorInfo, type SecondFactorKind } from "@roster/contract";
import type { UserRow } from "../../db/schema.js";
import { BRAND } from "../../lib/brand.js";
import { newId } from "../../lib/ids.js";
import { seal, unseal } from "../identity-documents/sealing.js";
import { SECOND_FACTOR_COUNTER } from "../passwords/lockout-repository.js";
import type { Services } from "../services.js";
import {
  deleteAllFactors,
  deleteFactor,
  factorsOfUser,
  insertPendingFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  takeStep,
  unusedRecoveryCode,
  useRecoveryCode,
} from "./repository.js";
import { matchTotp, newTotpSecret, totpUri } from "./totp.js";

/** What the factors read of the services. */
export type FactorServices = Pick<Services, "db" | "clock" | "dataKey" | "passwords" | "factorAttempts">;

/** The context a factor's secret is sealed under: a sealed secret copied to another row does not open. */
const sealContext = (userId: string, factorId: string) => `user_factors:${userId}:${factorId}`;

/** A TOTP factor waiting for its first code: what the enrolment page shows once. */
export interface TotpEnrolment {
  factorId: string;
  /** Base32, for typing into an app by hand. */
  secret: string;
  /** `otpauth://totp/...`, drawn as a QR code by the page. */
  uri: string;
}

/**
 * Starts a TOTP enrolment for `userId`: a new secret, sealed at rest, that counts only once a code of it is
 * confirmed ({@link confirmTotp}). A second start replaces a first that was never confirmed.
 */
export async function beginTotp(
  svc: FactorServices,
  userId: string,
  account: { issuer: string; label: string; name?: string },
): Promise<TotpEnrolment> {
  const factorId = newId();
  const secret = newTotpSecret();
  await insertPendingFactor(svc.db, {
    id: factorId,
    user_id: userId,
    kind: "totp",
    name: account.name ?? "",
    secret: seal(svc.dataKey, secret, sealContext(userId, factorId)),
    created_at: svc.clock.now(),
  });
  return { factorId, secret, uri: totpUri(secret, account.issuer, account.label) };
}

/** Confirms the waiting factor `factorId` of `userId` with a good code of it; false otherwise. */
export async function confirmTotp(
  svc: FactorServices,
  userId: string,
  factorId: string,
  code: string,
): Promise<boolean> {
  const factor = (await factorsOfUser(svc.db, userId)).find(
    (f) => f.id === factorId && f.kind === "totp" && f.confirmed_at === null,
  );
  return factor ? takeCode(svc, factor, code, true) : false;
}

/**
 * Takes a code of one of `userId`'s confirmed TOTP factors: true once per code (also when many submit it at
 * the same time), false for a wrong, old or used one.
 */
export async function takeTotp(svc: FactorServices, userId: string, code: string): Promise<boolean> {
  for (const factor of await factorsOfUser(svc.db, userId)) {
    if (factor.kind !== "totp" || factor.confirmed_at === null) continue;
    if (await takeCode(svc, factor, code, false)) return true;
  }
  return false;
}

/** Whether `userId` has a confirmed second factor (a recovery code alone is not one). */
export async function hasSecondFactor(svc: Pick<FactorServices, "db">, userId: string): Promise<boolean> {
  return (await factorsOfUser(svc.db, userId)).some((f) => f.confirmed_at !== null);
}

async function takeCode(
  svc: FactorServices,
  factor: { id: string; user_id: string; secret: string },
  code: string,
  confirm: boolean,
): Promise<boolean> {
  const secret = unseal(svc.dataKey, factor.secret, sealContext(factor.user_id, factor.id));
  if (secret === undefined) return false;
  const now = svc.clock.now();
  const step = matchTotp(secret, code, now);
  return step !== undefined && takeStep(svc.db, factor.user_id, factor.id, step, now, confirm);
}

/** Ten codes a set (issue 29). */
export const RECOVERY_CODES = 10;
/** Crockford's base32: no I, L, O or U, so a code read aloud or from paper is not misread. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Characters a code (80 bits), in groups of four; the first group finds its row, unhashed. */
const CODE_LENGTH = 16;
const LOOKUP_LENGTH = 4;

/** A code as typed, in its one spelling: upper case, no spaces or dashes, O read as 0 and I, L as 1. */
export function normalRecoveryCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (code.length !== CODE_LENGTH) return undefined;
  for (const c of code) if (!ALPHABET.includes(c)) return undefined;
  return code;
}

/**
 * A new set of recovery codes for `userId`, in place of the old (void at once). Each is stored as an
 * argon2id hash; the codes are returned once, here, and never again.
 */
export async function makeRecoveryCodes(svc: FactorServices, userId: string): Promise<string[]> {
  const codes: string[] = [];
  const lookups = new Set<string>();
  while (codes.length < RECOVERY_CODES) {
    let code = "";
    for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    const lookup = code.slice(0, LOOKUP_LENGTH);
    if (lookups.has(lookup)) continue; // each row is found by its first group
    lookups.add(lookup);
    codes.push(code);
  }
  const now = svc.clock.now();
  const rows = await Promise.all(
    codes.map(async (code) => ({
      id: newId(),
      user_id: userId,
      lookup: code.slice(0, LOOKUP_LENGTH),
      code_hash: await svc.passwords.hash(code),
      created_at: now,
    })),
  );
  await replaceRecoveryCodes(svc.db, userId, rows);
  return codes.map((code) => code.match(/.{4}/g)!.join("-"));
}

/** Uses one of `userId`'s recovery codes: true once per code (also under many parallel submissions). */
export async function takeRecoveryCode(svc: FactorServices, userId: string, typed: string): Promise<boolean> {
  const code = normalRecoveryCode(typed);
  const row = code ? await unusedRecoveryCode(svc.db, userId, code.slice(0, LOOKUP_LENGTH)) : undefined;
  // A code that finds no row still costs one verification: the answer's time does not tell which it was.
  const { ok } = await svc.passwords.check(row?.code_hash, code ?? "");
  return ok && row !== undefined && useRecoveryCode(svc.db, row.id, svc.clock.now());
}

/** The second factors `userId` can answer a second step with now: none for an account without one. */
export async function factorKindsOf(
  svc: Pick<FactorServices, "db">,
  userId: string,
): Promise<SecondFactorKind[]> {
  const active = (await factorsOfUser(svc.db, userId)).filter((f) => f.confirmed_at !== null);
  if (active.length === 0) return [];
  const kinds = [...new Set<SecondFactorKind>(active.map((f) => f.kind))];
  if ((await recoveryCodesLeft(svc.db, userId)) > 0) kinds.push("recoveryCode");
  return kinds;
}

/** The caller's active factors as the security page lists them, and the recovery codes left. */
export async function listFactors(
  svc: Pick<FactorServices, "db">,
  userId: string,
): Promise<{ factors: SecondFactorInfo[]; recoveryCodesLeft: number }> {
  const factors = (await factorsOfUser(svc.db, userId))
    .filter((f) => f.confirmed_at !== null)
    .map((f) => ({
      id: f.id,
      kind: f.kind,
      name: f.name,
      createdAt: Number(f.created_at),
      lastUsedAt: f.last_used_at === null ? null : Number(f.last_used_at),
    }));
  return { factors, recoveryCodesLeft: await recoveryCodesLeft(svc.db, userId) };
}

/** Removes factor `factorId` of `userId` (and the recovery codes with the last one); 91507 when none. */
export async function removeFactor(svc: Pick<FactorServices, "db">, userId: string, factorId: string) {
  if (!(await deleteFactor(svc.db, userId, factorId))) throw new RosterError("factorNotFound");
}

/** Removes every factor and recovery code of `userId` (an administrator's help); the factors removed. */
export const removeAllFactors = (svc: Pick<FactorServices, "db">, userId: string): Promise<number> =>
  deleteAllFactors(svc.db, userId);

/** The lockout key of an account's second factors: one counter per account, from every IP. */
const accountKey = (userId: string) => ({ userId, ip: SECOND_FACTOR_COUNTER });

/**
 * Checks a second-factor answer of `userId` within the account's second-factor lockout
 * (SECOND_FACTOR_LIMITS.accountFailures wrong answers, from any device, lock it for LOGIN_LOCK_SECONDS):
 * 91503 without checking when it is locked, 91504 when the account has nothing of that kind. A right
 * answer is used up (a TOTP step, a recovery code).
 */
export async function checkFactorAnswer(
  svc: FactorServices,
  userId: string,
  answer: { kind: SecondFactorKind; code: string },
): Promise<{ ok: boolean; triesLeft?: number }> {
  if (!(await factorKindsOf(svc, userId)).includes(answer.kind))
    throw new RosterError("secondFactorUnavailable");
  const key = accountKey(userId);
  const result = await svc.factorAttempts.check(key, async () => ({
    ok:
      answer.kind === "totp"
        ? await takeTotp(svc, userId, answer.code)
        : await takeRecoveryCode(svc, userId, answer.code),
    rehash: false,
  }));
  if (result === "locked") {
    const until = await svc.factorAttempts.lockedUntil(key);
    throw new RosterError("secondFactorLocked", {}, until === undefined ? {} : { lockedUntil: until });
  }
  return result;
}

/**
 * `user/kh/beginTotp`: a new authenticator for `user`, named in the app by the account's username (else
 * e-mail, mobile or id) under BRAND. 91505 while one is active: one app at a time.
 */
export async function startTotp(
  svc: FactorServices,
  user: Pick<UserRow, "id" | "username" | "email" | "mobile">,
  name: string | undefined,
): Promise<TotpEnrolment> {
  const active = (await factorsOfUser(svc.db, user.id)).some(
    (f) => f.kind === "totp" && f.confirmed_at !== null,
  );
  if (active) throw new RosterError("totpAlreadyActive");
  const label = user.username || user.email || user.mobile || user.id;
  return beginTotp(svc, user.id, { issuer: BRAND, label, name: name || "" });
}

/**
 * `user/kh/confirmTotp`: activates the waiting authenticator with a code of it (91506 when none waits,
 * 91502 for a wrong code). The account's first factor comes with a set of recovery codes, returned once.
 */
export async function activateTotp(
  svc: FactorServices,
  userId: string,
  input: { factorId: string; code: string },
): Promise<{ recoveryCodes?: string[] }> {
  const waiting = (await factorsOfUser(svc.db, userId)).some(
    (f) => f.id === input.factorId && f.confirmed_at === null,
  );
  if (!waiting) throw new RosterError("totpEnrolmentMissing");
  if (!(await confirmTotp(svc, userId, input.factorId, input.code)))
    throw new RosterError("secondFactorWrong");
  if ((await recoveryCodesLeft(svc.db, userId)) > 0) return {};
  return { recoveryCodes: await makeRecoveryCodes(svc, userId) };
}

/** `user/kh/makeRecoveryCodes`: a new set in place of the old, for an account with a factor (else 91504). */
export async function renewRecoveryCodes(svc: FactorServices, userId: string): Promise<string[]> {
  const active = (await factorsOfUser(svc.db, userId)).some((f) => f.confirmed_at !== null);
  if (!active) throw new RosterError("secondFactorUnavailable");
  return makeRecoveryCodes(svc, userId);
}
