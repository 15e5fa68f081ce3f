import type { IdentityDocumentRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** The user's saved documents, by kind. */
export function findIdentityDocuments(db: Db, userId: string): Promise<IdentityDocumentRow[]> {
  return db
    .selectFrom("identity_documents")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("kind")
    .execute();
}

/** Saves the user's document of `kind`, replacing the one saved before (its creation time stays). */
export async function upsertIdentityDocument(
  db: Db,
  row: { user_id: string; kind: string; sealed: string; now: number },
): Promise<void> {
  await db
    .insertInto("identity_documents")
    .values({
      user_id: row.user_id,
      kind: row.kind,
      sealed: row.sealed,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc.columns(["user_id", "kind"]).doUpdateSet({ sealed: row.sealed, updated_at: row.now }),
    )
    .execute();
}

/** Deletes the user's document of `kind`; true when there was one. */
export async function deleteIdentityDocumentRow(db: Db, userId: string, kind: string): Promise<boolean> {
  const result = await db
    .deleteFrom("identity_documents")
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
