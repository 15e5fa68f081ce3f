import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { type CodePurpose, type ErrorName, type Locale, RosterError } from "@roster/contract";
import type { VerifyCodeRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { newId } from "../../lib/ids.js";
import { lockKeys } from "../core/repository.js";
import type { Services } from "../services.js";
import { type CodeRole, codeLabel } from "./code-texts.js";
import {
  claimCodeAttempt,
  deleteCodesExpiredBefore,
  findCodeState,
  findNewestCode,
  findNewestLiveCodeOfOtherPurpose,
  insertCode,
  markCodeUsed,
  voidCodesFor,
  voidSpentCode,
} from "./repository.js";

/** Where a code goes: a mobile number or an e-mail address. */
export type CodeChannel = "mobile" | "email";

/** One recipient of codes. */
export interface CodeTarget {
  channel: CodeChannel;
  recipient: string;
}

/** Code rows this long past their expiry are deleted when their recipient gets a new code. */
const CODE_RETENTION_MS = 24 * 3_600_000;

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export const randomCode = (): string => String(randomInt(1_000_000)).padStart(6, "0");

/**
 * The stored form of a code: HMAC-SHA256 under the server's code key of channel, recipient, purpose and
 * code. A code has only 10^6 values, so an unkeyed hash would fall to a brute force of a leaked table in
 * a moment; the key never touches the database.
 */
export function hashCode(key: Buffer, target: CodeTarget, purpose: string, code: string): string {
  return createHmac("sha256", key)
    .update([target.channel, target.recipient, purpose, code].join("\n"), "utf8")
    .digest("hex");
}

/**
 * Work that must hold together with a new code (e.g. the pending sign-up the code activates): it runs in
 * the transaction that stores the code and voids the older ones, under `lockKeys` as well, so that the last
 * code stored and the last such work always belong to the same request.
 */
export interface WithCode {
  lockKeys: readonly string[];
  run: (trx: Db) => Promise<void>;
}

/**
 * Stores a new code for a recipient and purpose and voids the older ones of that pair, in one
 * transaction; old rows of the recipient are cleaned up on the way. `withCode` runs last in that
 * transaction, its keys locked with the code's.
 */
export async function storeCode(
  svc: Services,
  input: CodeTarget & { purpose: CodePurpose; code: string; ip: string; ttlSeconds: number },
  withCode?: WithCode,
): Promise<void> {
  const now = svc.clock.now();
  await svc.db.transaction().execute(async (trx) => {
    await lockKeys(trx, svc.dialect, [
      `code:${input.recipient}:${input.purpose}`,
      ...(withCode?.lockKeys ?? []),
    ]);
    await voidCodesFor(trx, input.recipient, input.purpose);
    await deleteCodesExpiredBefore(trx, input.recipient, now - CODE_RETENTION_MS);
    await insertCode(trx, {
      id: newId(),
      channel: input.channel,
      recipient: input.recipient,
      purpose: input.purpose,
      code_hash: hashCode(svc.codeKey, input, input.purpose, input.code),
      attempts: 0,
      state: 0,
      ip: input.ip,
      created_at: now,
      expires_at: now + input.ttlSeconds * 1000,
      used_at: null,
    });
    await withCode?.run(trx);
  });
}

/** What {@link checkCode} needs: where the code may have gone, its purpose, what was typed. */
export interface CodeCheck {
  /** Usually one; resetPwd accepts a code sent to the account's mobile or its e-mail. */
  targets: readonly CodeTarget[];
  purpose: CodePurpose;
  code: string;
  locale: Locale;
  /** For two-code routes: which code a refusal is about (message prefix and `field`). */
  role?: CodeRole;
  field?: string;
}

/** A code that matched; {@link consumeCode} uses it up. */
export interface CheckedCode {
  id: string;
  refuse(name: ErrorName, extra?: Record<string, unknown>): RosterError;
}

/**
 * Checks a typed code against the newest code of its recipient(s) and purpose, and counts the try. Each
 * refusal has its own code: 50202 wrong (with `remainingAttempts`) or no code at all, 50204 expired,
 * 50205 already used, 50206 too many tries (the code is void), 50207 the live code was sent for another
 * purpose. A try is claimed before the comparison (`attempts < max` in the update), so parallel guesses
 * cannot exceed CODE_MAX_ATTEMPTS. The code stays usable until {@link consumeCode}.
 */
export async function checkCode(svc: Services, check: CodeCheck): Promise<CheckedCode> {
  const now = svc.clock.now();
  const max = svc.config.codes.maxAttempts;
  const recipients = check.targets.map((t) => t.recipient);
  const latest = recipients.length ? await findNewestCode(svc.db, recipients, check.purpose) : undefined;
  const channel = (latest?.channel as CodeChannel | undefined) ?? check.targets[0]?.channel ?? "mobile";
  const label = codeLabel(channel, check.locale, check.role);
  const refuse = (name: ErrorName, extra: Record<string, unknown> = {}) =>
    new RosterError(name, { type: label }, check.field ? { field: check.field, ...extra } : extra);

  const live = (row: VerifyCodeRow) => row.state === 0 && row.expires_at > now && row.attempts < max;
  if (!latest || !live(latest)) {
    const other = recipients.length
      ? await findNewestLiveCodeOfOtherPurpose(svc.db, recipients, check.purpose, now)
      : undefined;
    if (other && (!latest || other.created_at >= latest.created_at)) throw refuse("verifyCodeWrongPurpose");
  }
  if (!latest) throw refuse("invalidVerifyCode");
  if (latest.state === 1) throw refuse("verifyCodeUsed");
  if (latest.attempts >= max) throw refuse("verifyCodeTooManyAttempts");
  if (latest.state !== 0) throw refuse("invalidVerifyCode");
  if (latest.expires_at <= now) throw refuse("verifyCodeExpired");

  if (!(await claimCodeAttempt(svc.db, latest.id, max))) {
    // Another request used the code or spent its last try in the meantime.
    const state = await findCodeState(svc.db, latest.id);
    throw refuse(state === 1 ? "verifyCodeUsed" : "verifyCodeTooManyAttempts");
  }

  const expected = Buffer.from(latest.code_hash, "hex");
  const actual = Buffer.from(hashCode(svc.codeKey, latest as CodeTarget, latest.purpose, check.code), "hex");
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    if (await voidSpentCode(svc.db, latest.id, max)) throw refuse("verifyCodeTooManyAttempts");
    throw refuse("invalidVerifyCode", { remainingAttempts: Math.max(0, max - latest.attempts - 1) });
  }
  return { id: latest.id, refuse };
}

/**
 * Uses up a checked code (run it in the transaction of the change the code allows): a code that another
 * request used first answers 50205 and the change rolls back.
 */
export async function consumeCode(db: Db, checked: CheckedCode, now: number): Promise<void> {
  if (!(await markCodeUsed(db, checked.id, now))) throw checked.refuse("verifyCodeUsed");
}
