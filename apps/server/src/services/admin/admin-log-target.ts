import { type AuditTargetRef, maskEmail, maskMobile } from "@roster/contract";
import type { Db } from "../../db/types.js";
import { findSessionOwner } from "../sessions/repository.js";
import { accountExists, findTargetAccount } from "./admin-log-repository.js";

/**
 * The account an admin-log entry acts on, as it is when the call runs: its id, its name, and its rights
 * (back-office access and roles), kept with the entry so that a renamed account is named as it was, and a
 * reader is never shown an account that was above it (even once it is deleted: then by its id only).
 */
export interface AuditTargetSnapshot {
  id: string;
  /** Null for an id of no account (the call was refused: the account does not exist). */
  name: string | null;
  backOffice: boolean;
  roles: string[];
}

/** What an account is called in the admin log: username, else nickname, else its masked mobile or e-mail. */
export function targetName(account: {
  username: string | null;
  nickname: string;
  mobile: string | null;
  email: string | null;
}): string | null {
  if (account.username) return account.username;
  if (account.nickname) return account.nickname;
  if (account.mobile) return maskMobile(account.mobile);
  if (account.email) return maskEmail(account.email);
  return null;
}

/**
 * The account a contract's `audit.target` names, now: a user id (an unknown one is kept, without a name), or
 * the account of a session (none for an unknown session: the call names no account).
 */
export async function snapshotTarget(db: Db, ref: AuditTargetRef): Promise<AuditTargetSnapshot | undefined> {
  let id: string;
  if ("session" in ref) {
    const owner = await findSessionOwner(db, ref.session);
    if (!owner) return undefined;
    id = owner.user_id;
  } else {
    id = ref.user;
  }
  const account = await findTargetAccount(db, id);
  if (!account) return { id, name: null, backOffice: false, roles: [] };
  return {
    id,
    name: targetName(account),
    backOffice: account.allow_login_background === 1,
    roles: account.roles,
  };
}

/**
 * The snapshot as an entry may keep it once the call is over: an account the call deleted (an erasure)
 * is named by its id only, as the erasure leaves every older entry about it.
 */
export async function afterCall(db: Db, snapshot: AuditTargetSnapshot): Promise<AuditTargetSnapshot> {
  if (snapshot.name === null || (await accountExists(db, snapshot.id))) return snapshot;
  return { ...snapshot, name: null };
}
