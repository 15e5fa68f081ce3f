import { randomInt } from "node:crypto";
import { newId } from "../../lib/ids.js";
import { seal, unseal } from "../identity-documents/sealing.js";
import type { Services } from "../services.js";
import {
  factorsOfUser,
  insertPendingFactor,
  replaceRecoveryCodes,
  takeStep,
  unusedRecoveryCode,
  useRecoveryCode,
} from "./repository.js";
import { matchTotp, newTotpSecret, totpUri } from "./totp.js";

/** What the factors read of the services. */
export type FactorServices = Pick<Services, "db" | "clock" | "dataKey" | "passwords">;

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
