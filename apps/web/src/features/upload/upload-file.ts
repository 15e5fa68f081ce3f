import { CallError } from "../../lib/request";
import { reportUploaded, requestUploadTarget, type UploadedFile } from "./api";
import { type PostFormRequest, postForm } from "./post-form";
import { UploadError } from "./upload-error";

/** Options of {@link uploadFile}. */
export interface UploadOptions extends Pick<PostFormRequest, "onProgress" | "signal"> {
  /** The file's name (a File's own name by default). */
  name?: string;
  /** Where to store it under the user's folder; checked as the seed says when given. */
  cloudPath?: string;
  category_id?: string;
}

/** The seed's cloud path rule: a non-empty string after trimming, without "://" or a backslash. */
export function checkCloudPath(cloudPath: string | undefined): void {
  if (cloudPath === undefined) return;
  if (typeof cloudPath !== "string" || cloudPath.trim() === "") throw new UploadError("cloudPathEmpty");
  if (cloudPath.includes("://") || cloudPath.includes("\\")) throw new UploadError("cloudPathInvalid");
}

/** Runs a router step of the upload, turning its failure into the upload's error (the server's message). */
async function step<T>(call: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal?.aborted) throw new UploadError("canceled");
  let result: T;
  try {
    result = await call();
  } catch (error) {
    if (signal?.aborted) throw new UploadError("canceled");
    if (!(error instanceof CallError)) throw error;
    throw new UploadError(error.kind === "server" ? "server" : "failed", error.msg);
  }
  // A cancel while the step ran wins over its answer.
  if (signal?.aborted) throw new UploadError("canceled");
  return result;
}

/**
 * Uploads one file (seed §Files): asks for a signed target (`file/kh/getUploadTarget`), POSTs the
 * target's fields and the file to it with progress, then reports it (`file/kh/reportUpload`), and
 * resolves with the upload record. Rejects with an {@link UploadError}; `signal` cancels it at any step.
 */
export async function uploadFile(file: Blob, options: UploadOptions = {}): Promise<UploadedFile> {
  checkCloudPath(options.cloudPath);
  const name = options.name ?? (file instanceof File ? file.name : "file");
  const { signal } = options;
  const target = await step(
    () =>
      requestUploadTarget({
        name,
        size: file.size,
        ...(file.type ? { contentType: file.type } : {}),
        ...(options.cloudPath !== undefined ? { cloudPath: options.cloudPath.trim() } : {}),
        ...(options.category_id ? { category_id: options.category_id } : {}),
      }),
    signal,
  );
  await postForm({
    url: target.uploadUrl,
    fields: target.formData,
    file,
    fileName: name,
    onProgress: options.onProgress,
    signal,
  });
  const { file: record } = await step(() => reportUploaded(target.fileID), signal);
  return record;
}
