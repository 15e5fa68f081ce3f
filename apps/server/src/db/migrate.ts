import { type Kysely, Migrator, PostgresAdapter, sql } from "kysely";
import { migrationProvider } from "./migrations/index.js";
import type { Database } from "./schema.js";

/**
 * The schema that holds Kysely's migration tables. On PostgreSQL it must be named: without it Kysely takes
 * a `kysely_migration` table in ANY schema for its own, skips creating it in ours and then fails (two
 * databases on one server, or tests with a schema each).
 */
async function migrationSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Runs every pending migration; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const schema = await migrationSchema(db);
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? "(unknown)"} failed: ${reason}`, { cause: error });
  }
}
