import { Worker } from "node:worker_threads";

type Answer = { id: number; value: unknown } | { id: number; error: { message: string; code: string } };

interface Waiter {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * The source of a job thread's worker: `body` (CommonJS) defines `handle(job)`, which does one job
 * synchronously and returns its value. Each `{ id, job }` is answered with `{ id, value }`, or with its
 * error's message and code.
 */
export const jobThreadSource = (body: string): string => `
const { parentPort } = require("node:worker_threads");
${body}
parentPort.on("message", ({ id, job }) => {
  try {
    parentPort.postMessage({ id, value: handle(job) });
  } catch (error) {
    const message = String(error && error.message ? error.message : error);
    parentPort.postMessage({ id, error: { message, code: String((error && error.code) || "") } });
  }
});`;

/**
 * One worker thread that runs jobs one at a time, in the order sent (off the event loop and off libuv's
 * pool). It does not keep the process alive while idle. When it dies, its waiting jobs are refused and
 * `onLost` is called; it is not restarted: its owner starts another for the next job.
 */
export class JobThread<Job, Value> {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, Waiter>();
  private nextId = 0;
  private ended = false;

  constructor(source: string, onLost: () => void) {
    const worker = new Worker(source, { eval: true });
    worker.unref();
    worker.on("message", (answer: Answer) => {
      const waiter = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (this.waiting.size === 0) worker.unref();
      if (!waiter) return;
      if ("error" in answer) {
        const { message, code } = answer.error;
        waiter.reject(code ? Object.assign(new Error(message), { code }) : new Error(message));
      } else waiter.resolve(answer.value);
    });
    const lost = (error: Error) => {
      if (this.ended) return;
      this.ended = true;
      this.fail(error);
      onLost();
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`a worker thread exited (${code})`)));
    this.worker = worker;
  }

  /** How many jobs were sent and not yet answered. */
  get pending(): number {
    return this.waiting.size;
  }

  run(job: Job): Promise<Value> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.ref();
      this.worker.postMessage({ id, job });
    });
  }

  /** Stops the thread; jobs still waiting are refused with `reason`. */
  async close(reason: Error): Promise<void> {
    this.ended = true;
    this.fail(reason);
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}
