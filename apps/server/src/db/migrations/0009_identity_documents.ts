import type { Kysely } from "kysely";

/**
 * Identity documents a user confirmed after OCR (issue 10): at most one per kind (idcard,
 * businessLicense) and user. The fields are one AES-256-GCM sealed JSON text (`sealed`, bound to the
 * row's user and kind): no ID number, name or address is ever stored in clear. Deleting the user deletes
 * them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("identity_documents")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("sealed", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("identity_documents_pk", ["user_id", "kind"])
    .execute();
}
