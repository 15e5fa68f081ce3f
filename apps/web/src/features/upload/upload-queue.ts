import { LIMITS } from "@roster/contract";
import type { UploadProgress } from "./post-form";
import { UploadError } from "./upload-error";

/** Where one file of the queue is. */
export type UploadStatus = "waiting" | "uploading" | "done" | "failed" | "canceled";

/** One file of the queue, replaced (never changed in place) on every change. */
export interface UploadItem<R> {
  id: number;
  file: File;
  status: UploadStatus;
  /** Whole percent sent, 0-100. */
  progress: number;
  error?: UploadError;
  result?: R;
}

/** What the queue runs for one file: resolves with its result, reports progress, stops on `signal`. */
export type UploadTask<R> = (
  file: File,
  control: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
) => Promise<R>;

/** Options of {@link createUploadQueue}. */
export interface UploadQueueOptions<R> {
  /** Files uploading at once (the seed's 5 by default). */
  concurrency?: number;
  /** Called once per file that finished. */
  onUploaded?: (item: UploadItem<R>) => void;
}

/** A queue of uploads, observable with `subscribe` and `items` (for useSyncExternalStore). */
export interface UploadQueue<R> {
  add: (files: Iterable<File>) => void;
  /** Stops a waiting or running upload; it shows as canceled and may be retried. */
  cancel: (id: number) => void;
  /** Puts a failed or canceled upload back in line, from 0%. */
  retry: (id: number) => void;
  /** Drops the finished, failed and canceled uploads from the list. */
  clearFinished: () => void;
  /** Cancels everything (when the page closes). */
  cancelAll: () => void;
  items: () => ReadonlyArray<UploadItem<R>>;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Uploads files with `task`, at most `concurrency` at a time in the order they were added; each file has
 * its own progress, and can be canceled (its request aborted) and retried.
 */
export function createUploadQueue<R>(
  task: UploadTask<R>,
  options: UploadQueueOptions<R> = {},
): UploadQueue<R> {
  const concurrency = options.concurrency ?? LIMITS.concurrentUploads;
  const listeners = new Set<() => void>();
  const running = new Map<number, AbortController>();
  let items: ReadonlyArray<UploadItem<R>> = [];
  let nextId = 1;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const update = (id: number, change: Partial<UploadItem<R>>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...change } : item));
    notify();
  };
  const find = (id: number) => items.find((item) => item.id === id);

  const start = (item: UploadItem<R>) => {
    const controller = new AbortController();
    running.set(item.id, controller);
    update(item.id, { status: "uploading", progress: 0, error: undefined });
    const onProgress = ({ progress }: UploadProgress) => {
      if (running.get(item.id) === controller) update(item.id, { progress });
    };
    task(item.file, { onProgress, signal: controller.signal }).then(
      (result) => finish(item.id, controller, { status: "done", progress: 100, result }),
      (error: unknown) => {
        const failure = error instanceof UploadError ? error : new UploadError("failed", String(error));
        const status = failure.reason === "canceled" || controller.signal.aborted ? "canceled" : "failed";
        finish(item.id, controller, { status, error: failure });
      },
    );
  };

  const finish = (id: number, controller: AbortController, change: Partial<UploadItem<R>>) => {
    // A canceled upload was already marked and its slot given away; a late answer changes nothing.
    if (running.get(id) !== controller) return;
    running.delete(id);
    update(id, change);
    const item = find(id);
    if (item?.status === "done") options.onUploaded?.(item);
    pump();
  };

  const pump = () => {
    for (const item of items) {
      if (running.size >= concurrency) return;
      if (item.status === "waiting") start(item);
    }
  };

  const cancel = (id: number, next = true) => {
    const controller = running.get(id);
    const item = find(id);
    if (!item || (item.status !== "waiting" && item.status !== "uploading")) return;
    running.delete(id);
    update(id, { status: "canceled", error: new UploadError("canceled") });
    controller?.abort();
    if (next) pump();
  };

  return {
    add(files) {
      const added = [...files].map((file) => ({
        id: nextId++,
        file,
        status: "waiting" as const,
        progress: 0,
      }));
      items = [...items, ...added];
      notify();
      pump();
    },
    cancel: (id) => cancel(id),
    retry(id) {
      const item = find(id);
      if (!item || (item.status !== "failed" && item.status !== "canceled")) return;
      update(id, { status: "waiting", progress: 0, error: undefined });
      pump();
    },
    clearFinished() {
      items = items.filter((item) => item.status === "waiting" || item.status === "uploading");
      notify();
    },
    cancelAll() {
      for (const item of items) cancel(item.id, false);
    },
    items: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
