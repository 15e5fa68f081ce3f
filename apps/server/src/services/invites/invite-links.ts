import { type ListInput, maskMobile, RosterError } from "@roster/contract";
import type { DialectName } from "../../db/connect.js";
import type { UserRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { type ListSpec, listPage, type Page } from "../core/lists.js";
import type { Services } from "../services.js";
import { findUserById } from "../users/repository.js";
import { isSelfOrDescendant, linkInviter } from "./invites.js";
import { directInviteesQuery, findUserByInviteCode, inviterChain, lockInviteGraph } from "./repository.js";

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

/** The list of a user's direct invitees: most recently invited first. */
export const INVITEE_LIST: ListSpec = {
  fields: {
    nickname: { ref: "users.nickname", type: "text" },
    gender: { ref: "users.gender", type: "integer" },
    invite_time: { ref: "users.invite_time", type: "bigint", nullable: true },
    register_date: { ref: "users.register_date", type: "bigint" },
    // Upstream's creation time of a record; the upstream client sorts invitees by it.
    _add_time: { ref: "users.register_date", type: "bigint" },
  },
  defaultSort: [{ name: "invite_time", type: "desc" }],
  tieBreaker: "users.id",
};

/** A page of the direct invitees of `inviterId`, as their inviter sees them. */
export async function listInvitees(
  db: Db,
  inviterId: string,
  input: ListInput,
): Promise<Page<ReturnType<typeof presentInvitee>>> {
  const page = await listPage(directInviteesQuery(db, inviterId), input, INVITEE_LIST);
  return { ...page, rows: page.rows.map(presentInvitee) };
}

/** The public face of an inviter: what a share page shows. No social_info: it is free-form. */
export const presentInviterPublic = (row: UserRow) => ({
  _id: row.id,
  nickname: row.nickname,
  gender: row.gender,
  avatar: row.avatar,
  my_invite_code: row.my_invite_code ?? "",
});
