import { Worker } from "node:worker_threads";

/** Makes a file's written data durable (`fdatasync`), off the event loop. */
export interface FileSyncer {
  /** Resolves once the data written to `fd` so far is on disk. */
  sync(fd: number): Promise<void>;
  /** Stops the syncer; syncs still waiting are refused. */
  close(): Promise<void>;
}

// The worker runs one fdatasync at a time, in the order asked, and answers each with null or its error.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const fs = require("node:fs");
parentPort.on("message", (fd) => {
  try {
    fs.fdatasyncSync(fd);
    parentPort.postMessage(null);
  } catch (error) {
    parentPort.postMessage({ code: error.code ?? "", message: String(error.message ?? error) });
  }
});`;

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * `fdatasync` on a thread of its own. libuv's thread pool, where `fs.fdatasync` would run, was also where
 * every argon2 hash ran: under a burst of sign-ins the sync queued behind dozens of hashes, each waiting
 * sign-in held its connection, and the pool drained in convoys (login reached 68-84% of argon2id alone).
 * The hashes have threads of their own now (services/accounts/hash-threads.ts); here the sync waits for
 * nothing else either (file reads, DNS lookups). The thread starts on the first sync and does not keep the process
 * alive while idle; if it dies, the syncs waiting on it are refused and the next sync starts a new one.
 */
export class ThreadFileSyncer implements FileSyncer {
  private worker: Worker | undefined;
  private waiting: Waiter[] = [];

  sync(fd: number): Promise<void> {
    const worker = this.start();
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      worker.ref();
      worker.postMessage(fd);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.fail(new Error("the file syncer was closed"));
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on("message", (answer: { code: string; message: string } | null) => {
      const waiter = this.waiting.shift();
      if (this.waiting.length === 0) worker.unref();
      if (!waiter) return;
      if (answer === null) waiter.resolve();
      else waiter.reject(Object.assign(new Error(answer.message), { code: answer.code }));
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.fail(error);
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`the file syncer's thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private fail(error: Error): void {
    for (const waiter of this.waiting.splice(0)) waiter.reject(error);
  }
}
