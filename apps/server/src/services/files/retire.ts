import type { FileRow } from "../../db/schema.js";
import type { Services } from "../services.js";
import { deleteFileRow } from "./repository.js";
import { tombstone } from "./reservation-repository.js";
import { landingKey } from "./uploads.js";

/** The most a row's target accepts at its upload key: the signed size, or the open-size reservation. */
export const targetMaxBytes = (row: Pick<FileRow, "size_exact" | "size" | "reserved">): number =>
  row.size_exact === 1 ? row.size : row.reserved;

/**
 * Deletes a stored file's objects (its upload key and its key) and its row. A presigned POST stays usable
 * until it expires whatever Roster does, so such a row stays as a tombstone until the sweep: refused as
 * `fileNotExist`, holding the most a replay may still put at its upload key. Storage faults are thrown.
 */
export async function retireFile(services: Services, row: FileRow): Promise<void> {
  const { storage } = services;
  const landing = landingKey(services, row);
  await storage.delete(landing);
  if (landing !== row.file_id) await storage.delete(row.file_id);
  if (row.presigned === 1 && row.expires_at !== null)
    await tombstone(services.db, row.id, targetMaxBytes(row));
  else await deleteFileRow(services.db, row.id);
}
