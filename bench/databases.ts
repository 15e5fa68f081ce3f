import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Runs `body` with a fresh database for the servers it starts: a temporary data directory (SQLite, and the
 * local files), and with `pgUrl` (BENCH_DATABASE_URL) a PostgreSQL schema of its own that the servers'
 * search_path names, dropped after. `env` is what a server needs to use them (DATA_DIR is the caller's to pass
 * as startRoster's first argument; DATABASE_URL is in `env` on PostgreSQL).
 */
export async function withBenchDatabase<T>(
  pgUrl: string | undefined,
  body: (dataDir: string, env: Record<string, string>) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-bench-"));
  const schema = `roster_bench_${randomBytes(6).toString("hex")}`;
  const admin = pgUrl ? new pg.Client({ connectionString: pgUrl }) : undefined;
  try {
    const env: Record<string, string> = {};
    if (pgUrl && admin) {
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const url = new URL(pgUrl);
      url.searchParams.set("options", `-c search_path=${schema}`);
      env.DATABASE_URL = url.toString();
    }
    return await body(dataDir, env);
  } finally {
    if (admin) {
      await admin.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
      await admin.end().catch(() => undefined);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
