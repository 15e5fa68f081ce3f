import { JobThread, jobThreadSource } from "../lib/job-thread.js";

/** Makes a file's written data durable (`fdatasync`), off the event loop. */
export interface FileSyncer {
  /** Resolves once the data written to `fd` so far is on disk. */
  sync(fd: number): Promise<void>;
  /** Stops the syncer; syncs still waiting are refused. */
  close(): Promise<void>;
}

// One fdatasync at a time, in the order asked; a failure answers its error code (EBADF, EIO...).
const WORKER_SOURCE = jobThreadSource(`
const fs = require("node:fs");
function handle(fd) {
  fs.fdatasyncSync(fd);
  return null;
}`);

/**
 * `fdatasync` on a thread of its own. libuv's thread pool, where `fs.fdatasync` would run, was also where
 * every argon2 hash ran: under a burst of sign-ins the sync queued behind dozens of hashes, each waiting
 * sign-in held its connection, and the pool drained in convoys (login reached 68-84% of argon2id alone).
 * The hashes have threads of their own now (services/passwords/hash-threads.ts); here the sync waits for
 * nothing else either (file reads, DNS lookups). The thread starts on the first sync and does not keep the
 * process alive while idle; if it dies, the syncs waiting on it are refused and the next sync starts a new one.
 */
export class ThreadFileSyncer implements FileSyncer {
  private thread: JobThread<number, null> | undefined;

  async sync(fd: number): Promise<void> {
    await this.start().run(fd);
  }

  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    await thread?.close(new Error("the file syncer was closed"));
  }

  private start(): JobThread<number, null> {
    if (this.thread) return this.thread;
    const thread: JobThread<number, null> = new JobThread(WORKER_SOURCE, () => {
      if (this.thread === thread) this.thread = undefined;
    });
    this.thread = thread;
    return thread;
  }
}
