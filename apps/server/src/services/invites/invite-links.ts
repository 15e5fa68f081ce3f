import { maskMobile, RosterError } from "@roster/contract";
import { sql } from "kysely";
import type { DialectName } from "../../db/connect.js";
import type { UserRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { findUserById } from "../accounts/repository.js";
import type { Services } from "../services.js";
import { findUserByInviteCode, inviterChain, isSelfOrDescendant, linkInviter } from "./invites.js";

/** Key of the PostgreSQL advisory lock that serializes changes to the inviter graph. */
const INVITE_GRAPH_LOCK = 80_501;

/**
 * Serializes inviter-graph changes until the end of the transaction. Without it, A accepting B's code while
 * B accepts A's could both pass the cycle check on PostgreSQL. SQLite runs one transaction at a time.
 */
export async function lockInviteGraph(trx: Db, dialect: DialectName): Promise<void> {
  if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${INVITE_GRAPH_LOCK})`.execute(trx);
}

/** The account holding `code`, if it may invite: disabled (1) and closed (4) accounts may not. */
export async function findInviter(db: Db, code: string): Promise<UserRow | undefined> {
  if (!code.trim()) return undefined;
  const user = await findUserByInviteCode(db, code);
  return user && user.status !== 1 && user.status !== 4 ? user : undefined;
}

/**
 * acceptInvite (reference §9), in one transaction: the holder of `code` becomes the inviter of `userId`,
 * whose own invitees' chains grow with the new ancestors. 80501 when the code matches no usable account,
 * `userId` itself, or one of its descendants (a cycle); 80502 when `userId` is gone; 80503 once it has an
 * inviter.
 */
export async function acceptInvite(svc: Services, userId: string, code: string): Promise<void> {
  await svc.db.transaction().execute(async (trx) => {
    await lockInviteGraph(trx, svc.dialect);
    const inviter = await findInviter(trx, code);
    if (!inviter || (await isSelfOrDescendant(trx, inviter.id, userId))) {
      throw new RosterError("invalidInviteCode");
    }
    if (!(await findUserById(trx, userId))) throw new RosterError("inviteUserNotExist");
    if ((await inviterChain(trx, userId)).length > 0) throw new RosterError("inviterNotModifiable");
    await linkInviter(trx, userId, inviter.id, svc.clock.now());
  });
}

/** Links a brand-new account to its inviter inside the transaction that creates it. */
export async function linkNewUser(
  trx: Db,
  dialect: DialectName,
  userId: string,
  inviterId: string,
  now: number,
): Promise<void> {
  await lockInviteGraph(trx, dialect);
  await linkInviter(trx, userId, inviterId, now);
}

/** An invitee as their inviter sees them: no e-mail, no username, the mobile masked. */
export function presentInvitee(row: UserRow & { invite_time: number | null }) {
  return {
    _id: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    gender: row.gender,
    ...(row.mobile ? { mobile: maskMobile(row.mobile) } : {}),
    ...(row.invite_time !== null ? { invite_time: row.invite_time } : {}),
    register_date: row.register_date,
  };
}

/** The public face of an inviter: what a share page shows. No social_info: it is free-form. */
export const presentInviterPublic = (row: UserRow) => ({
  _id: row.id,
  nickname: row.nickname,
  gender: row.gender,
  avatar: row.avatar,
  my_invite_code: row.my_invite_code ?? "",
});
