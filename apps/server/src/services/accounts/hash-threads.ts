import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/** argon2 options as `@node-rs/argon2` takes them. */
export interface HashOptions {
  algorithm: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

type Job =
  | { op: "verify"; stored: string; password: string }
  | { op: "hash"; password: string; options: HashOptions };
type Answer = { id: number; value: string | boolean } | { id: number; error: string };

// Each thread runs one job at a time, in the order sent, and answers it by id. A stored hash argon2 cannot
// parse is a wrong password, not an error (as `verify` answers it on the pool).
const ARGON2 = createRequire(import.meta.url).resolve("@node-rs/argon2");
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { hashSync, verifySync } = require(${JSON.stringify(ARGON2)});
parentPort.on("message", ({ id, job }) => {
  try {
    if (job.op === "hash") parentPort.postMessage({ id, value: hashSync(job.password, job.options) });
    else {
      let ok = false;
      try { ok = verifySync(job.stored, job.password); } catch {}
      parentPort.postMessage({ id, value: ok });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});`;

interface Waiter {
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface HashThread {
  worker: Worker;
  waiting: Map<number, Waiter>;
}

/**
 * argon2id on threads of its own, one per core by default, each hashing one password at a time.
 *
 * Not libuv's pool, where `@node-rs/argon2`'s async calls run: a sign-in burst filled all four of its
 * threads, so every file read (the web app's assets) and DNS lookup waited behind dozens of hashes (an
 * asset took 208 ms, median, under 50 parallel sign-ins; 4 ms with the hashes off the pool). And four
 * hashes on two cores only take turns and push each other's 19 MiB out of the cache: argon2id alone
 * verified 168 a second that way and 206-209 on two threads of its own (bench/RESULTS.md).
 *
 * Jobs go to the thread with the fewest waiting; threads start on first use and do not keep the process
 * alive while idle. A thread that dies refuses its waiting jobs; the next job starts a new one.
 */
export class HashThreads {
  private threads: HashThread[] = [];
  private nextId = 0;

  constructor(private readonly size: number = availableParallelism()) {}

  verify(stored: string, password: string): Promise<boolean> {
    return this.run({ op: "verify", stored, password }) as Promise<boolean>;
  }

  hash(password: string, options: HashOptions): Promise<string> {
    return this.run({ op: "hash", password, options }) as Promise<string>;
  }

  /** Stops every thread; jobs still waiting are refused. */
  async close(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    for (const thread of threads) this.fail(thread, new Error("the hash threads were closed"));
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private run(job: Job): Promise<string | boolean> {
    const thread = this.pick();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.waiting.set(id, { resolve, reject });
      thread.worker.ref();
      thread.worker.postMessage({ id, job });
    });
  }

  private pick(): HashThread {
    if (this.threads.length < this.size) {
      const idle = this.threads.find((thread) => thread.waiting.size === 0);
      return idle ?? this.start();
    }
    let least = this.threads[0] as HashThread;
    for (const thread of this.threads) if (thread.waiting.size < least.waiting.size) least = thread;
    return least;
  }

  private start(): HashThread {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    const thread: HashThread = { worker, waiting: new Map() };
    worker.on("message", (answer: Answer) => {
      const waiter = thread.waiting.get(answer.id);
      thread.waiting.delete(answer.id);
      if (thread.waiting.size === 0) worker.unref();
      if (!waiter) return;
      if ("error" in answer) waiter.reject(new Error(answer.error));
      else waiter.resolve(answer.value);
    });
    const lost = (error: Error) => {
      const at = this.threads.indexOf(thread);
      if (at === -1) return;
      this.threads.splice(at, 1);
      this.fail(thread, error);
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`a hash thread exited (${code})`)));
    this.threads.push(thread);
    return thread;
  }

  private fail(thread: HashThread, error: Error): void {
    for (const waiter of thread.waiting.values()) waiter.reject(error);
    thread.waiting.clear();
  }
}
