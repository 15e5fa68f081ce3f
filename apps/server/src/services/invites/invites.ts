import type { Db } from "../../db/types.js";
import {
  findAncestorLinks,
  findDescendantLinks,
  hasAncestor,
  insertInviterLinks,
  setInviteTime,
} from "./repository.js";

/** Whether `userId` is `ancestorId` or has it anywhere in its chain (used to refuse cycles). */
export async function isSelfOrDescendant(db: Db, userId: string, ancestorId: string): Promise<boolean> {
  if (userId === ancestorId) return true;
  return hasAncestor(db, userId, ancestorId);
}

/**
 * Makes `inviterId` the inviter of `userId` (who has none yet): `userId` gets the inviter and the
 * inviter's ancestors, and every descendant of `userId` gets them too, one level deeper than `userId`.
 * Sets `invite_time`. Run it inside the caller's transaction; the caller checks for cycles first.
 */
export async function linkInviter(db: Db, userId: string, inviterId: string, now: number): Promise<void> {
  const inviterAncestors = await findAncestorLinks(db, inviterId);
  const newAncestors = [
    { ancestor_id: inviterId, depth: 1 },
    ...inviterAncestors.map((a) => ({ ...a, depth: a.depth + 1 })),
  ];
  const descendants = await findDescendantLinks(db, userId);
  const members = [{ user_id: userId, depth: 0 }, ...descendants];
  const rows = members.flatMap((member) =>
    newAncestors.map((ancestor) => ({
      user_id: member.user_id,
      ancestor_id: ancestor.ancestor_id,
      depth: member.depth + ancestor.depth,
      created_at: now,
    })),
  );
  await insertInviterLinks(db, rows);
  await setInviteTime(db, userId, now);
}
