import { prepared } from "../../db/prepared.js";
import type { Db } from "../../db/types.js";

const inviterChainQuery = prepared((db, userId: string) =>
  db.selectFrom("user_inviters").select("ancestor_id").where("user_id", "=", userId).orderBy("depth"),
);

/** The ancestor chain of a user, direct inviter first (upstream `inviter_uid`). */
export async function inviterChain(db: Db, userId: string): Promise<string[]> {
  return (await inviterChainQuery(db, userId)).map((r) => r.ancestor_id);
}

/** Whether `userId` is `ancestorId` or has it anywhere in its chain (used to refuse cycles). */
export async function isSelfOrDescendant(db: Db, userId: string, ancestorId: string): Promise<boolean> {
  if (userId === ancestorId) return true;
  const row = await db
    .selectFrom("user_inviters")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("ancestor_id", "=", ancestorId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes `inviterId` the inviter of `userId` (who has none yet): `userId` gets the inviter and the
 * inviter's ancestors, and every descendant of `userId` gets them too, one level deeper than `userId`.
 * Sets `invite_time`. Run it inside the caller's transaction; the caller checks for cycles first.
 */
export async function linkInviter(db: Db, userId: string, inviterId: string, now: number): Promise<void> {
  const inviterAncestors = await db
    .selectFrom("user_inviters")
    .select(["ancestor_id", "depth"])
    .where("user_id", "=", inviterId)
    .execute();
  const newAncestors = [
    { ancestor_id: inviterId, depth: 1 },
    ...inviterAncestors.map((a) => ({ ...a, depth: a.depth + 1 })),
  ];
  const descendants = await db
    .selectFrom("user_inviters")
    .select(["user_id", "depth"])
    .where("ancestor_id", "=", userId)
    .execute();
  const members = [{ user_id: userId, depth: 0 }, ...descendants];
  const rows = members.flatMap((member) =>
    newAncestors.map((ancestor) => ({
      user_id: member.user_id,
      ancestor_id: ancestor.ancestor_id,
      depth: member.depth + ancestor.depth,
      created_at: now,
    })),
  );
  // Batches keep each statement under the bind-parameter limits of both databases.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("user_inviters")
      .values(rows.slice(i, i + 500))
      .execute();
  }
  await db.updateTable("users").set({ invite_time: now, updated_at: now }).where("id", "=", userId).execute();
}

/** The user holding an invite code, if any. */
export function findUserByInviteCode(db: Db, code: string) {
  return db
    .selectFrom("users")
    .selectAll()
    .where("my_invite_code", "=", code.trim().toUpperCase())
    .executeTakeFirst();
}
