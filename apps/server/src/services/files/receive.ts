import { type Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { UploadRefused } from "../../providers/storage/local-signer.js";
import type { UploadPolicy } from "../../providers/storage/storage.js";
import type { Services } from "../services.js";
import { type QuotaRefusal, quotaError, reserveMore } from "./quota.js";
import { findStoredFile } from "./repository.js";
import { markRefused, releaseReserved } from "./reservation-repository.js";

/** Bytes gathered before they are reserved and passed on (one quota transaction per batch, exact). */
const BATCH_BYTES = 1024 * 1024;

/** How an upload Roster received ended: stored (`size` bytes), or refused for the quota. */
export type Received = { stored: true; size: number } | { stored: false; refusal: QuotaRefusal };

/**
 * Passes an upload's bytes on only once they are reserved in the holder's quota, a batch at a time. When a
 * batch does not fit it either fails the stream (`drop` false) or drops the rest of it, so that the body is
 * read to its end and the upload can still be answered.
 */
class QuotaMeter extends Transform {
  private batch: Buffer[] = [];
  private batchBytes = 0;
  /** Bytes reserved and passed on so far. */
  reserved = 0;
  refusal: QuotaRefusal | "gone" | undefined;

  constructor(
    private readonly source: Readable,
    private readonly reserve: (bytes: number) => Promise<"ok" | "gone" | QuotaRefusal>,
    private readonly dropRest: boolean,
  ) {
    super();
  }

  /** Busboy marks a file over its size limit on the source. */
  get truncated(): boolean {
    return (this.source as { truncated?: boolean }).truncated === true;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    // After a refusal the rest is dropped (read, not kept).
    if (!this.refusal) {
      this.batch.push(chunk);
      this.batchBytes += chunk.length;
    }
    if (this.refusal || this.batchBytes < BATCH_BYTES) done();
    else this.pass().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.refusal) done();
    else this.pass().then(() => done(), done);
  }

  private async pass(): Promise<void> {
    const [chunks, bytes] = [this.batch, this.batchBytes];
    [this.batch, this.batchBytes] = [[], 0];
    if (bytes === 0) return;
    const answer = await this.reserve(bytes);
    if (answer === "ok") {
      this.reserved += bytes;
      for (const chunk of chunks) this.push(chunk);
      return;
    }
    this.refusal = answer;
    if (!this.dropRest) throw new UploadRefused(answer === "gone" ? 409 : 413, "uploadQuotaExceeded");
  }
}

/**
 * Receives an upload that Roster takes itself (`POST /files/upload`, `/client/oss`, `/tcb/upload`) into its
 * target's upload key. A target that is no longer pending (reported, refused, deleted or swept) is refused:
 * a replayed upload never lands. A target of open size reserves its bytes in the holder's quota before they
 * are written. When they do not fit, nothing stays stored and the target is marked refused, so that its
 * report answers why; the upload is refused with 413, or, when its policy leaves the verdict to the report
 * (`verdictAtReport`), its body is read and dropped and it answers `{stored: false}`.
 */
export async function receiveUpload(
  services: Services,
  policy: UploadPolicy,
  stream: Readable,
): Promise<Received> {
  const row = await findStoredFile(services.db, policy.key);
  if (!row) throw new UploadRefused(404, "fileNotExist");
  if (row.status !== "pending" || row.refusal !== null || row.presigned === 1)
    throw new UploadRefused(409, "uploadAlreadyReported");
  const storage = services.storage;
  const landing = { ...policy, key: storage.uploadedKey(row.file_id) };
  // A target of exact size reserved it when it was signed; its policy takes no other size.
  if (row.size_exact === 1) return { stored: true, size: await storage.writeUpload(landing, stream) };

  const drop = policy.verdictAtReport === true;
  const meter = new QuotaMeter(stream, (bytes) => reserveMore(services, row, bytes), drop);
  const feeding = pipeline(stream, meter);
  feeding.catch(() => {});
  let size = 0;
  let failure: unknown;
  try {
    size = await storage.writeUpload(landing, meter, () => meter.refusal === undefined);
    await feeding;
  } catch (error) {
    failure = error;
  }
  // Refused or failed, nothing was stored: what this upload reserved goes back.
  if (failure !== undefined || meter.refusal !== undefined)
    await releaseReserved(services.db, row.id, meter.reserved);
  const refusal = meter.refusal;
  if (refusal === undefined) {
    if (failure !== undefined) throw failure;
    return { stored: true, size };
  }
  if (refusal === "gone") throw new UploadRefused(409, "uploadAlreadyReported");
  await markRefused(services.db, row.id, refusal);
  if (drop) return { stored: false, refusal };
  throw new UploadRefused(413, refusal, quotaError(services, refusal).params);
}
