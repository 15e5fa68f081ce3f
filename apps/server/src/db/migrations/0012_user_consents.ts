import type { Kysely } from "kysely";

/**
 * Consent to the terms of service and the privacy policy (issue 15): one row per account, document and
 * version accepted, with when and from which address. Accounts made before, or by upstream clients that
 * send no consent, have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_consents")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("document", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("accepted_at", "bigint", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("user_consents_pk", ["user_id", "document", "version"])
    .execute();
}
