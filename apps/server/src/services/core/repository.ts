import { sql } from "kysely";
import type { DialectName } from "../../db/connect.js";
import type { Db } from "../../db/types.js";

/**
 * Serialises transactions that touch the same keys (e.g. one recipient's send log): PostgreSQL takes
 * transaction-scoped advisory locks, in a fixed order; SQLite runs one transaction at a time anyway.
 * Call it first thing inside the transaction.
 */
export async function lockKeys(trx: Db, dialect: DialectName, keys: readonly string[]): Promise<void> {
  if (dialect !== "postgres") return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  }
}
