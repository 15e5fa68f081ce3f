import { vi } from "vitest";

type Handler = ((event: ProgressEvent) => void) | null;

/**
 * An XMLHttpRequest the test drives: happy-dom's real one sends no upload progress events, so the upload
 * queue's progress, parallelism and abort are checked against this. It records what was sent (method,
 * url, the FormData) and answers only when the test calls `progress`, `respond`, `fail`.
 */
export class FakeXhr {
  method = "";
  url = "";
  body: FormData | null = null;
  status = 0;
  responseText = "";
  timeout = 0;
  aborted = false;
  settled = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  send(body: FormData): void {
    this.body = body;
  }

  abort(): void {
    if (this.settled) return;
    this.aborted = true;
    this.settled = true;
    this.onabort?.(new ProgressEvent("abort"));
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent("progress", { lengthComputable: true, loaded, total }));
  }

  /** Answers with `status`. */
  respond(status: number, text = ""): void {
    this.status = status;
    this.responseText = text;
    this.settled = true;
    this.onload?.(new ProgressEvent("load"));
  }

  /** Fails as a network error. */
  fail(): void {
    this.settled = true;
    this.onerror?.(new ProgressEvent("error"));
  }

  /** The file part (`file`) sent; throws when there is none. */
  file(): File {
    const part = this.body?.get("file");
    if (!(part instanceof File)) throw new Error(`No file part in the request to ${this.url}`);
    return part;
  }

  /** The names of the multipart fields in the order sent. */
  fieldNames(): string[] {
    return [...(this.body?.keys() ?? [])];
  }
}

/** Replaces XMLHttpRequest with {@link FakeXhr}; returns every request made, and those still open. */
export function installFakeXhr() {
  const made: FakeXhr[] = [];
  vi.stubGlobal(
    "XMLHttpRequest",
    class extends FakeXhr {
      constructor() {
        super();
        made.push(this);
      }
    },
  );
  return { made, open: () => made.filter((xhr) => xhr.body && !xhr.settled) };
}
