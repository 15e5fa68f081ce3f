import { RosterError } from "@roster/contract";
import type { FileRow } from "../../db/schema.js";
import type { Services } from "../services.js";
import { ContentMismatch, inspect } from "./inspect.js";
import { mib } from "./naming.js";
import { isQuotaRefusal, quotaError } from "./quota.js";
import { findStoredFile, markReady } from "./repository.js";
import { retireFile, targetMaxBytes } from "./retire.js";
import { landingKey, storageFailed } from "./uploads.js";

/** Bytes read to tell a file's type; images up to IMAGE_READ_BYTES are read whole for their metadata. */
const SNIFF_BYTES = 64 * 1024;
const IMAGE_READ_BYTES = 32 * 1024 * 1024;

/**
 * Finishes an upload: the caller's pending target, its object present with exactly the signed size (or,
 * open size, within what it reserved) and type (stores that do not enforce POST policies are caught here),
 * bytes of the kind its name says. Keeps the record with what the bytes tell (size, served type, width,
 * height, orientation, duration). A target refused on arrival answers its refusal; a failing object is
 * deleted with its reservation; an unreported target stays until its upload or its sweep. The quota was
 * reserved before any byte landed: the record settles it to the real size (a presigned POST keeps what a
 * replay could still send until it expires).
 */
export async function finishUpload(services: Services, uid: string, fileId: string): Promise<FileRow> {
  const row = await findStoredFile(services.db, fileId);
  if (!row || row.user_id !== uid || row.stored !== 1) throw new RosterError("fileNotExist");
  if (row.status === "ready") throw new RosterError("uploadAlreadyReported");
  const fail = storageFailed(services);
  const discard = async (error: RosterError): Promise<never> => {
    await retireFile(services, row).catch(fail);
    throw error;
  };
  if (row.refusal !== null)
    return isQuotaRefusal(row.refusal)
      ? discard(quotaError(services, row.refusal))
      : Promise.reject(new RosterError("fileNotExist"));
  const storage = services.storage;
  const uploaded = landingKey(services, row);
  const head = await storage.head(uploaded).catch(fail);
  if (!head) throw new RosterError("uploadNotReceived");
  const limits = services.config.storage;
  if (row.size_exact === 0 && head.size > limits.maxBytes)
    return discard(new RosterError("fileTooLarge", { limit: mib(limits.maxBytes) }));
  if (row.size_exact === 0 && head.size > row.reserved)
    return discard(quotaError(services, row.user_id === "" ? "anonymousUploadsFull" : "uploadQuotaExceeded"));
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
  const fields = {
    size: head.size,
    // A presigned POST may be replayed into `uploaded` until it expires: what it accepts stays held
    // (services/files/holds.ts frees it); Roster's own targets refuse a second upload.
    reserved: row.presigned === 1 ? targetMaxBytes(row) : 0,
    expires_at: row.presigned === 1 ? row.expires_at : null,
    // Served (and shown inline or not) as what the bytes were found to be, not as declared.
    content_type: facts.contentType,
    width: facts.width ?? null,
    height: facts.height ?? null,
    orientation: facts.orientation ?? null,
    duration: facts.duration ?? null,
    updated_at: services.clock.now(),
  };
  if (!(await markReady(services.db, row.id, fields))) throw new RosterError("uploadAlreadyReported");
  return { ...row, ...fields, status: "ready" };
}
