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

  it("checkpoints synced and keeps every row across a reopen", async () => {
    const { handle, file } = await fileDatabase();
    for (let i = 0; i < 2100; i++) await sql`insert into t (v) values (${`row ${i}`})`.execute(handle.db);
    await handle.settled();
    // The synced checkpoint after 2000 writes emptied the WAL (TRUNCATE), so it holds only what came after.
    expect(fs.statSync(`${file}-wal`).size).toBeLessThan(2100 * 100);
    await handle.close();
    opened.splice(opened.indexOf(handle), 1);
    const again = await openDatabase({ sqliteFile: file });
    opened.push(again);
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(again.db);
    expect(rows[0]?.n).toBe(2100);
  });
});
