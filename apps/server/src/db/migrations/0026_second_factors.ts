import type { Kysely } from "kysely";

/**
 * Second factors (issue 29), removed with their account:
 *
 * - `user_factors`: a person's TOTP authenticators (and later the code channels chosen as a second factor).
 *   `secret` is sealed (AES-256-GCM under the personal-data key, the row's owner and id as its context:
 *   services/factors/factors.ts); a factor counts only once `confirmed_at` is set, after a good code.
 *   `last_step` is the last time step a code was taken for: a code is taken by one conditional update that
 *   moves it past the step, so one code works once, however many submit it at the same time.
 * - `recovery_codes`: the ten codes of the current set, each an argon2id hash (never the code), and when
 *   it was used. A new set replaces the old one in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_factors")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("last_step", "bigint", (c) => c.notNull().defaultTo(-1))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("confirmed_at", "bigint")
    .addColumn("last_used_at", "bigint")
    .execute();
  await db.schema.createIndex("user_factors_user_idx").on("user_factors").column("user_id").execute();
  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("lookup", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema
    .createIndex("recovery_codes_lookup_idx")
    .on("recovery_codes")
    .columns(["user_id", "lookup"])
    .unique()
    .execute();
}
