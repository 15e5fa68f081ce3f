import { randomInt } from "node:crypto";
import { LIMITS, RosterError } from "@roster/contract";
import type { Db } from "../../db/types.js";
import { inviteCodeTaken } from "../accounts/repository.js";

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
