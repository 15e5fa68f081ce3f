import { describe, expect, it } from "vitest";
import { UploadError } from "./upload-error";
import { createUploadQueue, type UploadTask } from "./upload-queue";

/** A task whose runs the test settles one by one: each run is recorded with its file, signal and progress. */
function controlledTask() {
  const runs: Array<{
    name: string;
    signal: AbortSignal;
    progress: (percent: number) => void;
    resolve: (value: string) => void;
    reject: (error: unknown) => void;
  }> = [];
  const task: UploadTask<string> = (file, { onProgress, signal }) =>
    new Promise((resolve, reject) => {
      runs.push({
        name: file.name,
        signal,
        progress: (percent) => onProgress({ loaded: percent, total: 100, progress: percent }),
        resolve,
        reject,
      });
    });
  return { task, runs };
}

const files = (count: number) => Array.from({ length: count }, (_, i) => new File([`f${i}`], `f${i}.txt`));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the upload queue", () => {
  it("runs 5 at a time in order and starts the next as one finishes", async () => {
    const { task, runs } = controlledTask();
    const queue = createUploadQueue(task);
    queue.add(files(8));
    expect(runs.map((r) => r.name)).toEqual(["f0.txt", "f1.txt", "f2.txt", "f3.txt", "f4.txt"]);
    expect(queue.items().map((i) => i.status)).toEqual([
      ...Array(5).fill("uploading"),
      ...Array(3).fill("waiting"),
    ]);
    runs[2]?.resolve("r2");
    await tick();
    expect(runs.map((r) => r.name).slice(5)).toEqual(["f5.txt"]);
    expect(queue.items()[2]).toMatchObject({ status: "done", progress: 100, result: "r2" });
    for (const run of runs.slice()) run.resolve(`r-${run.name}`);
    await tick();
    expect(runs).toHaveLength(8);
    expect(queue.items().filter((i) => i.status === "uploading")).toHaveLength(2);
  });

  it("keeps each file's progress apart", () => {
    const { task, runs } = controlledTask();
    const queue = createUploadQueue(task);
    queue.add(files(2));
    runs[0]?.progress(30);
    runs[1]?.progress(75);
    expect(queue.items().map((i) => i.progress)).toEqual([30, 75]);
  });

  it("cancels: aborts the run, marks it canceled, ignores its late answer and starts the next", async () => {
    const { task, runs } = controlledTask();
    const queue = createUploadQueue(task, { concurrency: 1 });
    queue.add(files(2));
    const first = queue.items()[0]!;
    queue.cancel(first.id);
    expect(runs[0]?.signal.aborted).toBe(true);
    expect(queue.items()[0]).toMatchObject({ status: "canceled" });
    expect(queue.items()[0]?.error?.reason).toBe("canceled");
    expect(runs.map((r) => r.name)).toEqual(["f0.txt", "f1.txt"]);
    runs[0]?.resolve("late");
    await tick();
    expect(queue.items()[0]?.status).toBe("canceled");
    expect(queue.items()[0]?.result).toBeUndefined();
  });

  it("cancels a waiting file without running it", () => {
    const { task, runs } = controlledTask();
    const queue = createUploadQueue(task, { concurrency: 1 });
    queue.add(files(3));
    queue.cancel(queue.items()[1]!.id);
    runs[0]?.resolve("ok");
    return tick().then(() => {
      expect(runs.map((r) => r.name)).toEqual(["f0.txt", "f2.txt"]);
      expect(queue.items().map((i) => i.status)).toEqual(["done", "canceled", "uploading"]);
    });
  });

  it("retries a failed file from 0% and keeps the failure's reason until then", async () => {
    const { task, runs } = controlledTask();
    const uploaded: string[] = [];
    const queue = createUploadQueue(task, { onUploaded: (item) => uploaded.push(item.file.name) });
    queue.add(files(1));
    runs[0]?.progress(60);
    runs[0]?.reject(new UploadError("failed", "HTTP 500"));
    await tick();
    expect(queue.items()[0]).toMatchObject({ status: "failed", progress: 60 });
    expect(queue.items()[0]?.error?.reason).toBe("failed");
    queue.retry(queue.items()[0]!.id);
    expect(runs).toHaveLength(2);
    expect(queue.items()[0]).toMatchObject({ status: "uploading", progress: 0, error: undefined });
    runs[1]?.resolve("second");
    await tick();
    expect(queue.items()[0]).toMatchObject({ status: "done", result: "second" });
    expect(uploaded).toEqual(["f0.txt"]);
  });

  it("turns an unexpected rejection into 'failed', and clears finished files on request", async () => {
    const { task, runs } = controlledTask();
    const queue = createUploadQueue(task);
    queue.add(files(3));
    runs[0]?.reject(new TypeError("boom"));
    runs[1]?.resolve("ok");
    await tick();
    expect(queue.items()[0]?.error?.reason).toBe("failed");
    queue.clearFinished();
    expect(queue.items().map((i) => i.file.name)).toEqual(["f2.txt"]);
  });

  it("cancelAll stops every run and starts none of the waiting", () => {
    const { task, runs } = controlledTask();
    const queue = createUploadQueue(task, { concurrency: 2 });
    queue.add(files(4));
    queue.cancelAll();
    expect(runs).toHaveLength(2);
    expect(runs.every((r) => r.signal.aborted)).toBe(true);
    expect(queue.items().every((i) => i.status === "canceled")).toBe(true);
  });
});
