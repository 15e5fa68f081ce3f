import { useEffect, useState, useSyncExternalStore } from "react";
import { createUploadQueue, type UploadQueueOptions, type UploadTask } from "./upload-queue";

/**
 * A queue of uploads for the component's lifetime (see {@link createUploadQueue}): its items, rendered
 * on every change, and its actions. Uploads still running when the component unmounts are canceled.
 */
export function useUploadQueue<R>(task: UploadTask<R>, options: UploadQueueOptions<R> = {}) {
  // The latest callback, without rebuilding the queue when the caller passes a new function.
  const [latest] = useState(() => ({ options }));
  latest.options = options;
  const [queue] = useState(() =>
    createUploadQueue(task, {
      concurrency: options.concurrency,
      onUploaded: (item) => latest.options.onUploaded?.(item),
    }),
  );
  useEffect(() => () => queue.cancelAll(), [queue]);
  const items = useSyncExternalStore(queue.subscribe, queue.items, queue.items);
  return { ...queue, items };
}
