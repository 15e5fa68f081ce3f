import type { Kysely } from "kysely";

/**
 * What sign-in needs to stay exact under parallel calls (issue 8):
 * - `users.session_epoch`: moves on whenever every session of the account must end (a password set,
 *   changed or reset, the account disabled or closed, signed out everywhere). A sign-in that read the
 *   account under an older epoch is refused when it commits, so no session opened with an old password
 *   outlives the change. Existing accounts start at 0; sessions are untouched and stay valid.
 * - `login_failures.in_flight` and `.attempts`: password checks reserved and not yet settled, and every
 *   attempt in the current window, so that the shared (PostgreSQL) lockout counts a guess before hashing
 *   it. Existing counters keep their failures and start with nothing in flight.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("session_epoch", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("login_failures")
    .addColumn("in_flight", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("login_failures")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
