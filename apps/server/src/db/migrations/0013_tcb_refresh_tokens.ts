import type { Kysely } from "kysely";

/**
 * CloudBase v1 gateway (issue 13, `/tcb`):
 * - `tcb_refresh_tokens`: the refresh tokens handed to tcb-js-sdk, by SHA-256 hash (never the token).
 *   A signed-in user's token names the Roster session it refreshes (`session_id`): refused once that
 *   session is revoked, expired or signed out. An anonymous visitor's names its `anonymous_uuid` and no
 *   user, and lives 30 days from its making. The SDK keeps a refresh token across refreshes, so it is never rotated; `revoked_at` marks one
 *   given up (sign-out, anonymous conversion).
 * - `tcb_pending_signups`: an e-mail sign-up waiting for its activation code: the password hash chosen at
 *   sign-up, until the code confirms the address and the account is made; or a signed-in user's new
 *   address (`user_id`, updateEmail), until the code confirms it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("tcb_refresh_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("session_id", "text")
    .addColumn("anonymous_uuid", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("revoked_at", "bigint")
    .execute();
  await db.schema
    .createIndex("tcb_refresh_tokens_session_idx")
    .on("tcb_refresh_tokens")
    .column("session_id")
    .execute();
  await db.schema
    .createIndex("tcb_refresh_tokens_user_idx")
    .on("tcb_refresh_tokens")
    .column("user_id")
    .execute();
  await db.schema
    .createIndex("tcb_refresh_tokens_created_idx")
    .on("tcb_refresh_tokens")
    .column("created_at")
    .execute();
  await db.schema
    .createTable("tcb_pending_signups")
    .addColumn("email", "text", (c) => c.primaryKey())
    .addColumn("password_hash", "text")
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
}
