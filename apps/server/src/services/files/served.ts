import type { Services } from "../services.js";
import { findStoredFile } from "./repository.js";

/**
 * The content type a file in Roster's storage is served with (the one its bytes were found to be when it
 * was checked), or undefined when `key` names no checked file: an upload not yet checked, one refused, or
 * none. No download answers bytes that did not pass the checks of reportUpload.
 */
export async function checkedFileType(services: Services, key: string): Promise<string | undefined> {
  const row = await findStoredFile(services.db, key);
  return row?.status === "ready" ? row.content_type : undefined;
}
