import { RosterError } from "@roster/contract";
import type { FileRow } from "../../db/schema.js";
import type { Services } from "../services.js";
import { ContentMismatch, inspect } from "./inspect.js";
import { mib } from "./naming.js";
import { bytesUsed, deleteFileRow, findStoredFile, lockOwnerQuota, markReady } from "./repository.js";
import { landingKey, storageFailed } from "./uploads.js";

/** Bytes read to tell a file's type; images up to IMAGE_READ_BYTES are read whole for their metadata. */
const SNIFF_BYTES = 64 * 1024;
const IMAGE_READ_BYTES = 32 * 1024 * 1024;

/**
 * Finishes an upload: the caller's pending target, its object present with exactly the signed size and
 * type (stores that do not enforce POST policies are caught here), bytes of the kind its name says. Keeps
 * the record with what the bytes tell (size, width, height, orientation, duration). A failing object is
 * deleted with its reservation; an unreported target stays until its upload or its sweep.
 */
export async function finishUpload(services: Services, uid: string, fileId: string): Promise<FileRow> {
  const row = await findStoredFile(services.db, fileId);
  if (!row || row.user_id !== uid || row.stored !== 1) throw new RosterError("fileNotExist");
  if (row.status === "ready") throw new RosterError("uploadAlreadyReported");
  const storage = services.storage;
  const fail = storageFailed(services);
  const uploaded = landingKey(services, row);
  const head = await storage.head(uploaded).catch(fail);
  if (!head) throw new RosterError("uploadNotReceived");
  const discard = async (error: RosterError): Promise<never> => {
    await storage.delete(uploaded).catch(fail);
    if (uploaded !== row.file_id) await storage.delete(row.file_id).catch(fail);
    await deleteFileRow(services.db, row.id);
    throw error;
  };
  const limits = services.config.storage;
  if (row.size_exact === 0 && head.size > limits.maxBytes)
    return discard(new RosterError("fileTooLarge", { limit: mib(limits.maxBytes) }));
  const sizeFits = row.size_exact === 0 || head.size === row.size;
  if (!sizeFits || head.contentType.toLowerCase() !== row.content_type.toLowerCase())
    return discard(new RosterError("uploadMismatch"));
  let facts: Awaited<ReturnType<typeof inspect>>;
  try {
    const start = (await storage.read(uploaded, SNIFF_BYTES).catch(fail)) ?? Buffer.alloc(0);
    facts = await inspect(
      row.type,
      row.content_type,
      start,
      (at, length) => storage.readRange(uploaded, at, length),
      head.size,
      async () => (head.size <= IMAGE_READ_BYTES ? storage.read(uploaded, IMAGE_READ_BYTES) : undefined),
    );
  } catch (error) {
    if (error instanceof ContentMismatch) return discard(new RosterError("fileContentMismatch"));
    throw error;
  }
  // Exactly the checked version becomes the object (a replayed POST meanwhile changes the ETag).
  if (uploaded !== row.file_id && !(await storage.promote(row.file_id, head.etag).catch(fail)))
    return discard(new RosterError("uploadMismatch"));
  const now = services.clock.now();
  const fields = {
    size: head.size,
    // Served (and shown inline or not) as what the bytes were found to be, not as declared.
    content_type: facts.contentType,
    width: facts.width ?? null,
    height: facts.height ?? null,
    orientation: facts.orientation ?? null,
    duration: facts.duration ?? null,
    updated_at: now,
    // Where a POST may be replayed into `uploaded` while it is valid, the sweep deletes that copy later.
    expires_at: uploaded === row.file_id ? null : row.expires_at,
  };
  // A target of open size (extStorage) takes its bytes from the quota now, under the owner's lock.
  const finished = await services.db.transaction().execute(async (trx) => {
    if (row.size_exact === 0) {
      await lockOwnerQuota(trx, services.dialect, row.user_id);
      if ((await bytesUsed(trx, row.user_id)) + head.size > limits.quotaBytes) return "quota";
    }
    return (await markReady(trx, row.id, fields)) ? "ready" : "raced";
  });
  if (finished === "quota")
    return discard(new RosterError("uploadQuotaExceeded", { limit: mib(limits.quotaBytes) }));
  if (finished === "raced") throw new RosterError("uploadAlreadyReported");
  return { ...row, ...fields, status: "ready" };
}
