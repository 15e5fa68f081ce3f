import { randomInt } from "node:crypto";
import { LIMITS, RosterError } from "@roster/contract";
import { isUniqueViolation } from "../../db/errors.js";
import type { Db } from "../../db/types.js";
import { findUserById, inviteCodeTaken, setInviteCodeIfUnset } from "../users/repository.js";

/** A random invite code: 7 characters of 23456789ABCDEFGHJKLMNPQRSTUVWXYZ, from the CSPRNG. */
export function randomInviteCode(): string {
  const alphabet = LIMITS.inviteCodeAlphabet;
  let code = "";
  for (let i = 0; i < LIMITS.inviteCodeLength; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** A code no one holds yet, trying up to 10 times (80402 after that, as upstream). */
export async function freeInviteCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = randomInviteCode();
    if (!(await inviteCodeTaken(db, code))) return code;
  }
  throw new RosterError("inviteCodeFailed");
}

/**
 * The caller's own invite code (setUserInviteCode): the one they hold, or a new free one set if they hold
 * none. `alreadySet` when a code was there (or a parallel call set one first, which then stays);
 * `inviteCodeFailed` when another account took the same free code in between.
 */
export async function ensureOwnInviteCode(
  db: Db,
  uid: string,
  now: number,
): Promise<{ code: string; alreadySet: boolean }> {
  // Read afresh: the code may have been set since authentication read the row.
  const existing = (await findUserById(db, uid))?.my_invite_code;
  if (existing) return { code: existing, alreadySet: true };
  const code = await freeInviteCode(db);
  try {
    if (!(await setInviteCodeIfUnset(db, uid, code, now)))
      return { code: (await findUserById(db, uid))?.my_invite_code ?? "", alreadySet: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw new RosterError("inviteCodeFailed");
    throw error;
  }
  return { code, alreadySet: false };
}
