import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/connect.js";
import { freePort, freshDatabase, type ServerProcess, startServer } from "./server-process.js";
import { emptyLedger, type Ledger, runWriteLoad } from "./write-load.js";

/**
 * Issue 8, item 10: the real server process, killed with SIGKILL while it acknowledges writes (many
 * registrations and profile updates in flight), restarted on the same data: every write it acknowledged
 * is there. On the database of this run: SQLite in a temporary DATA_DIR, or a fresh PostgreSQL database
 * on the server of TEST_DATABASE_URL.
 */
const BASE_URL = process.env.TEST_DATABASE_URL || undefined;
const DIALECT = BASE_URL ? "postgres" : "sqlite";
/** Acknowledged writes to wait for before the kill. */
const TARGET_WRITES = 600;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Accounts whose acknowledged registration or last acknowledged nickname is not in the database. */
async function findLosses(ledger: Ledger, database: { url?: string; sqliteFile: string }, prefix: string) {
  const handle = await openDatabase(database);
  try {
    const rows = await handle.db
      .selectFrom("users")
      .select(["id", "username", "nickname"])
      .where("username", "like", `${prefix}%`)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = ledger.accounts.filter((a) => byId.get(a.uid)?.username !== a.username);
    const stale = ledger.accounts.filter((a) => {
      const row = byId.get(a.uid);
      return row && a.acked !== undefined && row.nickname !== a.acked && row.nickname !== a.pending;
    });
    return { missing, stale };
  } finally {
    await handle.close();
  }
}

describe(`kill -9 during acknowledged writes (${DIALECT})`, () => {
  it("finds every acknowledged write after a restart on the same data", { timeout: 240_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-kill9-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const database = BASE_URL ? await freshDatabase(BASE_URL) : undefined;
    if (database) cleanups.push(() => database.drop());
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      TOKEN_SECRET: randomBytes(32).toString("hex"),
      NODE_ENV: "development",
    };
    const port = await freePort();
    const started = performance.now();
    const first: ServerProcess = await startServer(port, env);
    cleanups.push(() => void first.child.kill("SIGKILL"));

    const ledger = emptyLedger();
    const prefix = `k${randomBytes(3).toString("hex")}`;
    let stopped = false;
    const load = runWriteLoad(
      first.url,
      { workers: 24, updatesPerAccount: 6, prefix, stopped: () => stopped },
      ledger,
    );
    const loadStarted = Date.now();
    while (
      ledger.registrationsAcked + ledger.updatesAcked < TARGET_WRITES &&
      Date.now() - loadStarted < 30_000
    )
      await sleep(10);
    const inFlightAtKill = ledger.inFlight;
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull(); // killed by the signal, no exit code
    stopped = true;
    await load;

    const second = await startServer(port, env);
    cleanups.push(async () => {
      second.child.kill("SIGTERM");
      await second.exited;
    });
    const { missing, stale } = await findLosses(
      ledger,
      { url: database?.url, sqliteFile: path.join(dataDir, "roster.sqlite") },
      prefix,
    );
    const acked = ledger.registrationsAcked + ledger.updatesAcked;
    console.log(
      `kill -9 (${DIALECT}): ${acked} acknowledged writes (${ledger.registrationsAcked} registrations, ` +
        `${ledger.updatesAcked} profile updates), ${inFlightAtKill} in flight at the kill, ` +
        `${missing.length} registrations and ${stale.length} profile updates lost, ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(missing.map((a) => a.username)).toEqual([]);
    expect(stale.map((a) => `${a.username}: ${a.acked}`)).toEqual([]);
    expect(acked).toBeGreaterThanOrEqual(100);
    expect(inFlightAtKill).toBeGreaterThan(0);

    // The restarted server serves the accounts it acknowledged.
    for (const account of ledger.accounts.slice(-3)) {
      const res = await fetch(`${second.url}/router/user/pub/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: account.username, password: account.password }),
      });
      expect(await res.json()).toMatchObject({ code: 0, uid: account.uid });
    }
  });
});
