import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "./connect.js";
import { ThreadFileSyncer } from "./file-syncer.js";

const opened: DatabaseHandle[] = [];
const dirs: string[] = [];

async function fileDatabase(): Promise<{ handle: DatabaseHandle; file: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-durability-"));
  dirs.push(dir);
  const file = path.join(dir, "roster.sqlite");
  const handle = await openDatabase({ sqliteFile: file });
  opened.push(handle);
  await sql`create table t (id integer primary key, v text)`.execute(handle.db);
  await handle.settled();
  return { handle, file };
}

afterEach(async () => {
  vi.restoreAllMocks();
  for (const handle of opened.splice(0)) await handle.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("durable commits on the embedded database", () => {
  it("settles only after the WAL is synced, and a read-only moment costs no sync", async () => {
    const { handle } = await fileDatabase();
    const real = ThreadFileSyncer.prototype.sync;
    const sync = vi.spyOn(ThreadFileSyncer.prototype, "sync");
    await handle.settled();
    expect(sync).not.toHaveBeenCalled();

    let release: (() => void) | undefined;
    sync.mockImplementationOnce(function (this: ThreadFileSyncer, fd: number) {
      return new Promise<void>((resolve, reject) => {
        release = () => void real.call(this, fd).then(resolve, reject);
      });
    });
    await sql`insert into t (v) values ('a')`.execute(handle.db);
    let settled = false;
    const waiting = handle.settled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false); // the write is committed but not yet on disk: not acknowledged
    release!();
    await waiting;
    expect(settled).toBe(true);
  });

  it("groups the syncs of parallel writers", async () => {
    const { handle } = await fileDatabase();
    const sync = vi.spyOn(ThreadFileSyncer.prototype, "sync");
    await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        await sql`insert into t (v) values (${`row ${i}`})`.execute(handle.db);
        await handle.settled();
      }),
    );
    // One sync can cover many commits; never more syncs than writers.
    expect(sync.mock.calls.length).toBeGreaterThan(0);
    expect(sync.mock.calls.length).toBeLessThan(100);
  });

  it("checkpoints synced, writes the WAL over from its start after, and keeps every row across a reopen", async () => {
    const { handle, file } = await fileDatabase();
    const insert = async (from: number, to: number) => {
      for (let i = from; i < to; i++) await sql`insert into t (v) values (${`row ${i}`})`.execute(handle.db);
      await handle.settled();
    };
    await insert(0, 2100);
    // The checkpoint after 2000 writes runs after the sync that settled, once it has the connection: it
    // copies the rows into the database file.
    await vi.waitFor(() => expect(fs.statSync(file).size).toBeGreaterThan(2000 * 10));
    const walSize = fs.statSync(`${file}-wal`).size;
    // The next 2000 writes go to the start of the WAL again, and their checkpoint restarts it once more:
    // the file stays the size one checkpoint's worth of writes needs.
    await insert(2100, 4200);
    await vi.waitFor(() => expect(fs.statSync(file).size).toBeGreaterThan(4000 * 10));
    expect(fs.statSync(`${file}-wal`).size).toBeLessThan(walSize * 1.25);
    await handle.close();
    opened.splice(opened.indexOf(handle), 1);
    const again = await openDatabase({ sqliteFile: file });
    opened.push(again);
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(again.db);
    expect(rows[0]?.n).toBe(4200);
  });

  it("checkpoints under writers that always hold a transaction open, syncing the file off the event loop", async () => {
    const { handle, file } = await fileDatabase();
    const sync = vi.spyOn(ThreadFileSyncer.prototype, "sync");
    let largestWal = 0;
    // Sixteen writers whose transactions span an await, each acknowledged after its sync, as sign-ins are:
    // the checkpoint has to wait for the connection between their transactions.
    await Promise.all(
      Array.from({ length: 16 }, async (_, writer) => {
        for (let i = 0; i < 150; i++) {
          await handle.db.transaction().execute(async (trx) => {
            await sql`insert into t (v) values (${`w${writer} ${i} a`})`.execute(trx);
            await new Promise((resolve) => setImmediate(resolve));
            await sql`insert into t (v) values (${`w${writer} ${i} b`})`.execute(trx);
          });
          await handle.settled();
          largestWal = Math.max(largestWal, fs.statSync(`${file}-wal`).size);
        }
      }),
    );
    // 2,400 transactions of 4 statements: a checkpoint every 2,000 keeps the WAL to about 500 of them
    // (a page or two each); without one it would hold all 2,400.
    expect(largestWal).toBeLessThan(5 * 1024 * 1024);
    // The file was synced off the event loop, on the WAL's sync thread (an fd other than the WAL's).
    expect(new Set(sync.mock.calls.map(([fd]) => fd)).size).toBe(2);
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(handle.db);
    expect(rows[0]?.n).toBe(4800);
  });
});
