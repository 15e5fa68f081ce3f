import { type ForceLogoutReason, RosterError } from "@roster/contract";
import type { UserRow } from "../../db/schema.js";
import type { CheckedCode } from "../codes/verify-codes.js";
import { consumeCode } from "../codes/verify-codes.js";
import { lockKeys } from "../core/repository.js";
import { accountObjectPrefixes, finalAfter, runStorageDeletions } from "../files/deletion-queue.js";
import { queueDeletions } from "../files/deletion-repository.js";
import { lockInviteGraph } from "../invites/repository.js";
import type { Services } from "../services.js";
import { sessionTransaction } from "../sessions/session-events.js";
import { lockUserRow } from "../social/repository.js";
import { findUserById, identitiesOfUser } from "../users/repository.js";
import {
  anonymiseAdminLog,
  anonymiseLoginLog,
  confirmedByOther,
  cutInviteChainsThrough,
  deleteFileRowsOf,
  deleteSessionKeys,
  deleteUserRow,
  enabledAdminIds,
  forgetAddresses,
} from "./repository.js";

/*
 * Decisions (issue 15, account deletion):
 * - A hard delete, not upstream's "closed" status (4, 10006). A closed row would keep the username, mobile
 *   and e-mail taken (unique indexes) and the personal fields stored; nulling them would leave a row that
 *   is neither an account nor gone. Deleting the row lets the foreign keys' cascades remove everything
 *   that refers to it, in the same transaction, and frees the names at once. Status 4 stays what an
 *   administrator may set to lock an account without erasing it.
 * - Order: the database first, in one transaction, then storage. A storage fault can then never leave an
 *   account half-deleted: the objects to delete are queued in that transaction (storage_deletions) and
 *   retried by the files sweeper until they are gone. The reverse order would lose files of an account
 *   that a failed transaction keeps.
 * - Kept for the operator, without personal data: login-log rows (type, outcome, platform, app, day, time;
 *   IP, user agent and device id are blanked) and admin-log rows (those the account wrote lose its name and
 *   IP; any request that named it, by id, mobile, e-mail or username, becomes `{"erased": ...}`), both
 *   under the account's random id, which no longer leads to anybody; the send log keeps its rows for the
 *   senders' daily IP caps, without the address. The entry an administrator's deletion writes afterwards
 *   names the id only.
 * - The last enabled administrator (role admin enabled, account neither disabled nor closed) cannot delete
 *   itself (91463): the system would be left without one. Erasures are serialised so that two
 *   administrators deleting themselves at once cannot both pass the check.
 */

/** What an erasure checks and tells, besides the account's id. */
export interface ErasureOptions {
  /** Why its sessions ended, as every other device's forceLogout says it. */
  reason: ForceLogoutReason;
  /**
   * The owner's own session that asked: its sockets close with the others, told `signedOut` (its answer
   * says the rest).
   */
  callerSessionId?: string;
  /** Erase only while the account's session epoch is still this (its proof was checked against it): 10104. */
  ifSessionEpoch?: number;
  /** A verification code that proved the owner: used up in the erasing transaction. */
  code?: CheckedCode;
}

/** The request an admin-log row keeps once it mentioned an erased account. */
const ERASED_REQUEST = JSON.stringify({ erased: "account deleted" });

/** Serialises erasures, so that two administrators deleting themselves at once cannot both pass the check. */
const ERASURE_LOCK = "account-erasure";

/** 91463 when `userId` is an enabled administrator and no other one would be left. */
export async function assertNotLastAdmin(db: Services["db"], userId: string): Promise<void> {
  const admins = await enabledAdminIds(db);
  if (admins.includes(userId) && admins.length === 1) throw new RosterError("lastAdminProtected");
}

/**
 * The account's mobile and e-mail (an unconfirmed one only while no other account confirmed it: then it is
 * that account's), and what admin-log requests would name the account by.
 */
async function personalTexts(
  db: Services["db"],
  user: UserRow,
): Promise<{ addresses: string[]; mentions: string[] }> {
  const addresses: string[] = [];
  for (const column of ["mobile", "email"] as const) {
    const value = user[column];
    const confirmed = user[column === "mobile" ? "mobile_confirmed" : "email_confirmed"] === 1;
    if (value && (confirmed || !(await confirmedByOther(db, column, value, user.id)))) addresses.push(value);
  }
  const mentions = [user.id, ...addresses];
  if (user.username) mentions.push(JSON.stringify({ username: user.username }).slice(1, -1));
  return { addresses, mentions };
}

/**
 * Erases an account: the one service behind a user deleting their own account and an administrator
 * deleting one. In one transaction (nothing is changed if any step fails): the account's row and with it,
 * by the database's cascades, its sessions, roles, lockout counters, social identities and unions, identity
 * documents, consents, CloudBase refresh tokens and pending address changes, lucky-draw records, demo rows
 * and inviter links; and explicitly its mini-program session keys, its files' records, the codes, console
 * messages and send-log addresses of its mobile and e-mail, the inviter chains of its invitees that ran
 * through it (they keep their accounts), its login-log rows' IP, user agent and device, and its admin-log
 * rows' name and IP and the requests that named it. Its objects in storage (uploads, avatars) are queued
 * in that transaction and deleted after the commit; one that fails is retried by the files sweeper, and a
 * last pass after any upload target it held has expired catches late uploads. Every session of the
 * account ends, announced after the commit as `reason`.
 *
 * False when the account no longer exists; 10104 when its session epoch moved on since `ifSessionEpoch`;
 * 91463 for the last enabled administrator; the code's refusal when it was used meanwhile.
 */
export async function eraseAccount(
  services: Services,
  userId: string,
  options: ErasureOptions,
): Promise<boolean> {
  const prefixes = accountObjectPrefixes(services, userId);
  const erased = await sessionTransaction(services, async (write) => {
    const trx = write.db;
    // Advisory locks before the user's row (acceptInvite holds the graph's lock, then refers to the row).
    await lockKeys(trx, services.dialect, [ERASURE_LOCK]);
    await lockInviteGraph(trx, services.dialect);
    await lockUserRow(trx, services.dialect, userId);
    const user = await findUserById(trx, userId);
    if (!user) return false;
    if (options.ifSessionEpoch !== undefined && user.session_epoch !== options.ifSessionEpoch)
      throw new RosterError("credentialsChanged");
    await assertNotLastAdmin(trx, userId);
    if (options.code) await consumeCode(trx, options.code, write.now);

    await deleteSessionKeys(trx, await identitiesOfUser(trx, userId));
    const { addresses, mentions } = await personalTexts(trx, user);
    await forgetAddresses(trx, addresses);
    await anonymiseLoginLog(trx, userId);
    await anonymiseAdminLog(trx, userId, mentions, ERASED_REQUEST);
    await cutInviteChainsThrough(trx, userId);
    await deleteFileRowsOf(trx, userId);
    await queueDeletions(trx, prefixes, { now: write.now, finalAfter: finalAfter(write.now) });
    if (!(await deleteUserRow(trx, userId, options.ifSessionEpoch)))
      throw new RosterError("credentialsChanged");

    const by = options.callerSessionId;
    write.ended({ userId, allSessions: true, reason: options.reason, ...(by ? { endedBy: by } : {}) });
    return true;
  });
  if (erased) await runStorageDeletions(services, prefixes);
  return erased;
}
