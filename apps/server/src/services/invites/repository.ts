import { sql } from "kysely";
import type { DialectName } from "../../db/connect.js";
import { prepared } from "../../db/prepared.js";
import type { Db } from "../../db/types.js";

/** Key of the PostgreSQL advisory lock that serializes changes to the inviter graph. */
const INVITE_GRAPH_LOCK = 80_501;

/**
 * Serializes inviter-graph changes until the end of the transaction. Without it, A accepting B's code while
 * B accepts A's could both pass the cycle check on PostgreSQL. SQLite runs one transaction at a time.
 */
export async function lockInviteGraph(trx: Db, dialect: DialectName): Promise<void> {
  if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${INVITE_GRAPH_LOCK})`.execute(trx);
}

const inviterChainQuery = prepared((db, userId: string) =>
  db.selectFrom("user_inviters").select("ancestor_id").where("user_id", "=", userId).orderBy("depth"),
);

/** The ancestor chain of a user, direct inviter first (upstream `inviter_uid`). */
export async function inviterChain(db: Db, userId: string): Promise<string[]> {
  return (await inviterChainQuery(db, userId)).map((r) => r.ancestor_id);
}

/** Whether `ancestorId` is anywhere in the chain of `userId`. */
export async function hasAncestor(db: Db, userId: string, ancestorId: string): Promise<boolean> {
  const row = await db
    .selectFrom("user_inviters")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("ancestor_id", "=", ancestorId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ancestors of `userId` with their depth (unordered). */
export function findAncestorLinks(db: Db, userId: string): Promise<{ ancestor_id: string; depth: number }[]> {
  return db
    .selectFrom("user_inviters")
    .select(["ancestor_id", "depth"])
    .where("user_id", "=", userId)
    .execute();
}

/** The descendants of `ancestorId` with their depth below it (unordered). */
export function findDescendantLinks(
  db: Db,
  ancestorId: string,
): Promise<{ user_id: string; depth: number }[]> {
  return db
    .selectFrom("user_inviters")
    .select(["user_id", "depth"])
    .where("ancestor_id", "=", ancestorId)
    .execute();
}

/** Inserts inviter links, in batches that keep each statement under the bind-parameter limits of both databases. */
export async function insertInviterLinks(
  db: Db,
  rows: readonly { user_id: string; ancestor_id: string; depth: number; created_at: number }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("user_inviters")
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** Stamps the time a user accepted an invite. */
export async function setInviteTime(db: Db, userId: string, now: number): Promise<void> {
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

/** The direct invitees of `inviterId`, as a query for the list helper to filter, order and page. */
export function directInviteesQuery(db: Db, inviterId: string) {
  return db
    .selectFrom("users")
    .innerJoin("user_inviters", "user_inviters.user_id", "users.id")
    .selectAll("users")
    .where("user_inviters.ancestor_id", "=", inviterId)
    .where("user_inviters.depth", "=", 1);
}
