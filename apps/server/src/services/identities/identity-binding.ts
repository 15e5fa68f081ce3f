import { type Locale, RosterError } from "@roster/contract";
import { isUniqueViolation } from "../../db/errors.js";
import type { UserRow } from "../../db/schema.js";
import { voidCodesOf } from "../codes/repository.js";
import { type CheckedCode, type CodeChannel, checkCode, consumeCode } from "../codes/verify-codes.js";
import type { Services } from "../services.js";
import { countIdentities } from "../social/repository.js";
import { findUserByConfirmed, updateUserRow } from "../users/repository.js";

const ERRORS = {
  mobile: {
    bound: "mobileBound",
    alreadySet: "mobileAlreadySet",
    unbindFailed: "unbindMobileFailed",
    lastSignIn: "unbindMobileLastSignIn",
  },
  email: {
    bound: "emailBound",
    alreadySet: "emailAlreadySet",
    unbindFailed: "unbindEmailFailed",
    lastSignIn: "unbindEmailLastSignIn",
  },
} as const;

const CONFIRMED = { mobile: "mobile_confirmed", email: "email_confirmed" } as const;

const isConfirmed = (user: UserRow, channel: CodeChannel) =>
  user[channel] !== null && user[CONFIRMED[channel]] === 1;

/**
 * The ways an account can sign in besides `channel`: a username with a password, or the other confirmed
 * identity (which also signs in by code). Linked social identities count too (see unbindIdentity).
 */
function otherSignInWays(user: UserRow, channel: CodeChannel): number {
  let ways = user.username !== null && user.password_hash !== null ? 1 : 0;
  if (isConfirmed(user, channel === "mobile" ? "email" : "mobile")) ways++;
  return ways;
}

/** Confirms `value` as the account's mobile or e-mail after the checked codes, in one transaction. */
async function confirm(
  svc: Services,
  user: UserRow,
  channel: CodeChannel,
  value: string,
  codes: CheckedCode[],
): Promise<void> {
  const owner = await findUserByConfirmed(svc.db, channel, value);
  if (owner && owner.id !== user.id) throw new RosterError(ERRORS[channel].bound);
  const now = svc.clock.now();
  try {
    await svc.db.transaction().execute(async (trx) => {
      for (const checked of codes) await consumeCode(trx, checked, now);
      await voidCodesOf(trx, value);
      await updateUserRow(trx, user.id, { [channel]: value, [CONFIRMED[channel]]: 1, updated_at: now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RosterError(ERRORS[channel].bound);
    throw error;
  }
}

/**
 * bindMobile / bindEmail: a `bind` code of the new value. An account that already has a confirmed value
 * changes it with bindNew* (60102 / 60202), so a stolen session cannot silently replace it; a value
 * confirmed on another account answers 60101 / 60201 (after the code, so it is no existence oracle).
 */
export async function bindIdentity(
  svc: Services,
  user: UserRow,
  input: { channel: CodeChannel; value: string; code: string },
  locale: Locale,
): Promise<void> {
  const { channel, value } = input;
  if (isConfirmed(user, channel) && user[channel] !== value)
    throw new RosterError(ERRORS[channel].alreadySet);
  const checked = await checkCode(svc, {
    targets: [{ channel, recipient: value }],
    purpose: "bind",
    code: input.code,
    locale,
  });
  await confirm(svc, user, channel, value, [checked]);
}

/**
 * unbindMobile / unbindEmail: an `unbind` code of the account's own value (70101 / 70201 for another
 * value), refused with 70102 / 70202 when no other way to sign in would remain.
 */
export async function unbindIdentity(
  svc: Services,
  user: UserRow,
  input: { channel: CodeChannel; value: string; code: string },
  locale: Locale,
): Promise<void> {
  const { channel, value } = input;
  if (user[channel] !== value) throw new RosterError(ERRORS[channel].unbindFailed);
  const ways = otherSignInWays(user, channel) + (await countIdentities(svc.db, user.id));
  if (ways === 0) throw new RosterError(ERRORS[channel].lastSignIn);
  const checked = await checkCode(svc, {
    targets: [{ channel, recipient: value }],
    purpose: "unbind",
    code: input.code,
    locale,
  });
  const now = svc.clock.now();
  await svc.db.transaction().execute(async (trx) => {
    await consumeCode(trx, checked, now);
    await updateUserRow(trx, user.id, { [channel]: null, [CONFIRMED[channel]]: 0, updated_at: now });
  });
}

/**
 * bindNewMobile / bindNewEmail: an `unbind` code of the current value and a `bind` code of the new one,
 * both checked before either is used, then the new value replaces the old in one transaction.
 */
export async function changeIdentity(
  svc: Services,
  user: UserRow,
  input: { channel: CodeChannel; oldValue: string; oldCode: string; value: string; code: string },
  locale: Locale,
): Promise<void> {
  const { channel } = input;
  if (!isConfirmed(user, channel) || user[channel] !== input.oldValue) {
    throw new RosterError(ERRORS[channel].unbindFailed);
  }
  const oldChecked = await checkCode(svc, {
    targets: [{ channel, recipient: input.oldValue }],
    purpose: "unbind",
    code: input.oldCode,
    locale,
    role: "old",
    field: channel === "mobile" ? "oldMobileCode" : "oldEmailCode",
  });
  const newChecked = await checkCode(svc, {
    targets: [{ channel, recipient: input.value }],
    purpose: "bind",
    code: input.code,
    locale,
    role: "new",
    field: "code",
  });
  await confirm(svc, user, channel, input.value, [oldChecked, newChecked]);
}
