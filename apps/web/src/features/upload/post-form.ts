import { UploadError } from "./upload-error";

/** The seed's upload timeout (6,000,000 ms): big files on slow links take long. */
export const UPLOAD_TIMEOUT_MS = 6_000_000;

/** How far an upload is: bytes sent of the total, and the whole percent. */
export interface UploadProgress {
  loaded: number;
  total: number;
  progress: number;
}

/** A multipart POST of a signed upload target's fields and one file. */
export interface PostFormRequest {
  url: string;
  /** The target's form fields, sent first and in their order. */
  fields: Record<string, string>;
  file: Blob;
  /** The file part's file name (a File's own name when absent). */
  fileName?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Milliseconds before the upload gives up (the seed's upload timeout by default). */
  timeout?: number;
}

/**
 * Posts `fields` and then the file (field `file`, last, as storage services require) to `url` with
 * XMLHttpRequest, the one browser API that reports upload progress. Resolves with the response text on a
 * 2xx status; rejects with an {@link UploadError}: `canceled` when `signal` aborts it, `failed` on any
 * other status, a network failure or the timeout. No header is added: the fields carry the signature.
 */
export function postForm(request: PostFormRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new UploadError("canceled"));
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(request.fields)) body.append(name, value);
    const name = request.fileName ?? (request.file instanceof File ? request.file.name : "blob");
    body.append("file", request.file, name);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      request.signal?.removeEventListener("abort", onAbort);
      outcome();
    };
    xhr.open("POST", request.url);
    xhr.timeout = request.timeout ?? UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !request.onProgress) return;
      const progress = event.total > 0 ? Math.floor((event.loaded / event.total) * 100) : 0;
      request.onProgress({ loaded: event.loaded, total: event.total, progress });
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.responseText);
        else reject(new UploadError("failed", `HTTP ${xhr.status}`));
      });
    xhr.onerror = () => settle(() => reject(new UploadError("failed", "network")));
    xhr.ontimeout = () => settle(() => reject(new UploadError("failed", "timeout")));
    xhr.onabort = () => settle(() => reject(new UploadError("canceled")));
    request.signal?.addEventListener("abort", onAbort);
    xhr.send(body);
  });
}
