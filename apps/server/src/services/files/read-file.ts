import { RosterError } from "@roster/contract";
import type { Services } from "../services.js";
import { findReachableFile } from "./access.js";

export type { FileCaller } from "./access.js";

/**
 * The bytes of an uploaded file the caller may reach (its owner, or a file admin), at most `maxBytes`
 * (`fileTooLarge` beyond). Throws `fileNotExist` for a file the caller may not reach, one not yet reported,
 * or one outside Roster's storage: both look the same to the caller. For the OCR routes.
 */
export async function readOwnedFileBytes(
  services: Services,
  caller: { uid: string; canAdminFiles: boolean },
  fileID: string,
  maxBytes: number,
): Promise<{ bytes: Buffer; contentType: string; name: string }> {
  const file = await findReachableFile(services, caller, fileID);
  if (!file) throw new RosterError("fileNotExist");
  if (file.size > maxBytes) throw new RosterError("fileTooLarge", { limit: `${maxBytes} B` });
  const bytes = await services.storage.read(file.file_id, maxBytes);
  if (!bytes) throw new RosterError("fileNotExist");
  return { bytes, contentType: file.content_type, name: file.name };
}
