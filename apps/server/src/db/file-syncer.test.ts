import { pbkdf2 } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ThreadFileSyncer } from "./file-syncer.js";

const syncers: ThreadFileSyncer[] = [];
const cleanups: (() => void)[] = [];

function openTempFile(): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-syncer-"));
  const fd = fs.openSync(path.join(dir, "f"), "w");
  cleanups.push(() => {
    fs.closeSync(fd);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return fd;
}

function newSyncer(): ThreadFileSyncer {
  const syncer = new ThreadFileSyncer();
  syncers.push(syncer);
  return syncer;
}

afterEach(async () => {
  for (const syncer of syncers.splice(0)) await syncer.close();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe("fdatasync on a thread of its own", () => {
  it("syncs written data, in order, and refuses a descriptor that is not open with its error code", async () => {
    const syncer = newSyncer();
    const fd = openTempFile();
    fs.writeSync(fd, "hello");
    await Promise.all([syncer.sync(fd), syncer.sync(fd), syncer.sync(fd)]);
    await expect(syncer.sync(1_000_000)).rejects.toMatchObject({ code: "EBADF" });
    // Still usable after a refusal.
    await syncer.sync(fd);
  });

  it("does not queue behind work filling libuv's thread pool (file reads, DNS lookups)", async () => {
    const syncer = newSyncer();
    const fd = openTempFile();
    await syncer.sync(fd); // the thread is started
    // Twice as many slow jobs as the pool has threads (4 by default): the pool is busy for a while.
    const started = performance.now();
    const jobs = Array.from(
      { length: 8 },
      () =>
        new Promise<number>((resolve, reject) =>
          pbkdf2("pw", "salt", 400_000, 32, "sha256", (error) =>
            error ? reject(error) : resolve(performance.now() - started),
          ),
        ),
    );
    fs.writeSync(fd, "x");
    const syncStarted = performance.now();
    await syncer.sync(fd);
    const syncMs = performance.now() - syncStarted;
    const firstJobMs = Math.min(...(await Promise.all(jobs)));
    // The sync finished before even the first hash of the pool did.
    expect(syncMs).toBeLessThan(firstJobMs);
  });

  it("refuses the syncs still waiting when closed, and can be closed twice", async () => {
    const syncer = newSyncer();
    const fd = openTempFile();
    const refused = expect(syncer.sync(fd)).rejects.toThrow(/closed/);
    await syncer.close();
    await refused;
    await syncer.close();
  });
});
