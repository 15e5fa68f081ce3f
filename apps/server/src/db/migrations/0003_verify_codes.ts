import type { Kysely } from "kysely";

/**
 * Verification codes (stored as keyed hashes, never in clear), the send log that the resend interval and
 * the daily caps count, and the outbox where the `console` SMS and e-mail providers deliver.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("verify_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    // mobile | email
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    // 0 unused, 1 used, 2 voided
    .addColumn("state", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema
    .createIndex("verify_codes_recipient_idx")
    .on("verify_codes")
    .columns(["recipient", "purpose", "created_at"])
    .execute();

  await db.schema
    .createTable("verify_sends")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    // Calendar day in UTC+8, yyyy-MM-dd.
    .addColumn("day", "text", (c) => c.notNull())
    // 1 delivered (or being delivered), 0 the provider failed.
    .addColumn("ok", "integer", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("verify_sends_recipient_idx")
    .on("verify_sends")
    .columns(["recipient", "day"])
    .execute();
  await db.schema.createIndex("verify_sends_ip_idx").on("verify_sends").columns(["ip", "day"]).execute();

  await db.schema
    .createTable("provider_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    // sms | email
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("html", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("provider_outbox_recipient_idx")
    .on("provider_outbox")
    .columns(["recipient", "created_at"])
    .execute();
  await db.schema
    .createIndex("provider_outbox_created_idx")
    .on("provider_outbox")
    .column("created_at")
    .execute();
}
