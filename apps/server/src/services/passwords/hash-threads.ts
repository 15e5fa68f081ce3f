import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { JobThread, jobThreadSource } from "../../lib/job-thread.js";

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

// A stored hash argon2 cannot parse is a wrong password, not an error (as `verify` answers it on the pool).
const ARGON2 = createRequire(import.meta.url).resolve("@node-rs/argon2");
const WORKER_SOURCE = jobThreadSource(`
const { hashSync, verifySync } = require(${JSON.stringify(ARGON2)});
function handle(job) {
  if (job.op === "hash") return hashSync(job.password, job.options);
  try {
    return verifySync(job.stored, job.password);
  } catch {
    return false;
  }
}`);

/**
 * argon2id on threads of its own, one per core by default, each hashing one password at a time.
 *
 * Not libuv's pool, where `@node-rs/argon2`'s async calls run: a sign-in burst filled all four of its
 * threads, so every file read (the web app's assets) and DNS lookup waited behind dozens of hashes (an
 * asset took 211 ms, median, under 50 parallel sign-ins; 5 ms with the hashes off the pool). And four
 * hashes on two cores only take turns and push each other's 19 MiB out of the cache: argon2id alone
 * verified 168 a second that way and 206-209 on two threads of its own (bench/RESULTS.md).
 *
 * Jobs go to the thread with the fewest waiting; threads start on first use and do not keep the process
 * alive while idle. A thread that dies refuses its waiting jobs; the next job starts a new one.
 */
export class HashThreads {
  private threads: JobThread<Job, string | boolean>[] = [];

  constructor(private readonly size: number = availableParallelism()) {}

  verify(stored: string, password: string): Promise<boolean> {
    return this.pick().run({ op: "verify", stored, password }) as Promise<boolean>;
  }

  hash(password: string, options: HashOptions): Promise<string> {
    return this.pick().run({ op: "hash", password, options }) as Promise<string>;
  }

  /** Stops every thread; jobs still waiting are refused. */
  async close(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    const reason = new Error("the hash threads were closed");
    await Promise.all(threads.map((thread) => thread.close(reason)));
  }

  private pick(): JobThread<Job, string | boolean> {
    if (this.threads.length < this.size) {
      const idle = this.threads.find((thread) => thread.pending === 0);
      return idle ?? this.start();
    }
    let least = this.threads[0] as JobThread<Job, string | boolean>;
    for (const thread of this.threads) if (thread.pending < least.pending) least = thread;
    return least;
  }

  private start(): JobThread<Job, string | boolean> {
    const thread: JobThread<Job, string | boolean> = new JobThread(WORKER_SOURCE, () => {
      this.threads = this.threads.filter((t) => t !== thread);
    });
    this.threads.push(thread);
    return thread;
  }
}
