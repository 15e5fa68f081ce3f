import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * The second step of a sign-in, and re-authentication (issue 29):
 *
 * - `mfa_tickets`: a sign-in that proved its first factor for an account with a second one. The ticket is
 *   stored by its SHA-256 (the ticket itself goes only to the client), with the device it was issued to
 *   (`binding`, a hash of what the client declared), the account's `session_epoch` then (a password change
 *   in between voids it), what the sign-in was (`sign_type`, `login_type`), and the answers it has taken
 *   (`tries`, reserved before each check, so five is exact however many arrive at once). Removed with the
 *   account.
 * - `sessions.authenticated_at`: when the session last proved who holds it (its sign-in, or
 *   `user/kh/reauthenticate`); routes whose contract says `recentAuth` need it recent. Existing sessions
 *   count from when they were opened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mfa_tickets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("session_epoch", "integer", (c) => c.notNull())
    .addColumn("binding", "text", (c) => c.notNull())
    .addColumn("sign_type", "text", (c) => c.notNull())
    .addColumn("login_type", "text", (c) => c.notNull())
    .addColumn("tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema.createIndex("mfa_tickets_user_idx").on("mfa_tickets").column("user_id").execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("authenticated_at", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update sessions set authenticated_at = created_at`.execute(db);
}
