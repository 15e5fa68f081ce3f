import { RosterError } from "@roster/contract";
import type { Services } from "../services.js";
import { finishUpload } from "./report.js";
import { findStoredFile } from "./repository.js";
import { EXT_STORAGE_PROVIDER } from "./uploads.js";

/**
 * What the first fetch of an extStorage `fileURL` does: the upload is finished (checked, settled, recorded)
 * as its report would, for its owner, before any byte is answered; later fetches find it ready. Answers the
 * type to serve it with; throws the check's refusal (the upload is then deleted), `uploadNotReceived`
 * before it arrived, or `fileNotExist`.
 */
export async function openExtFile(services: Services, key: string): Promise<string> {
  const row = await findStoredFile(services.db, key);
  if (!row || row.provider !== EXT_STORAGE_PROVIDER) throw new RosterError("fileNotExist");
  if (row.status === "ready") return row.content_type;
  try {
    return (await finishUpload(services, row.user_id, key)).content_type;
  } catch (error) {
    // Two first fetches at once: the other one finished it.
    if (!(error instanceof RosterError) || error.errorName !== "uploadAlreadyReported") throw error;
    const again = await findStoredFile(services.db, key);
    if (again?.status !== "ready") throw new RosterError("fileNotExist");
    return again.content_type;
  }
}
