import type { Db } from "../../db/types.js";

/** One accepted document version (migration 0012). */
export interface ConsentRecord {
  userId: string;
  document: "terms" | "privacy";
  version: string;
  acceptedAt: number;
  ip: string;
}

/** Stores accepted document versions (in the caller's transaction). */
export async function insertConsents(db: Db, records: readonly ConsentRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db
    .insertInto("user_consents")
    .values(
      records.map((r) => ({
        user_id: r.userId,
        document: r.document,
        version: r.version,
        accepted_at: r.acceptedAt,
        ip: r.ip,
      })),
    )
    .execute();
}

/** The documents and versions an account accepted, oldest first. */
export async function findConsents(db: Db, userId: string): Promise<ConsentRecord[]> {
  const rows = await db
    .selectFrom("user_consents")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("accepted_at")
    .orderBy("document")
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    document: r.document as ConsentRecord["document"],
    version: r.version,
    acceptedAt: Number(r.accepted_at),
    ip: r.ip,
  }));
}
