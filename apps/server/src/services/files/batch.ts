import { ERRORS, errorMessage, type Locale, TEMP_URL_SECONDS } from "@roster/contract";
import type { Services } from "../services.js";
import { type FileCaller, reachableFiles } from "./access.js";
import { presentFile } from "./records.js";
import { bytesUsed, deleteFileRow } from "./repository.js";
import { retireFile } from "./retire.js";
import { storageFailed } from "./uploads.js";

/** The per-item answer for an id the caller may not reach: the same for absent and foreign files. */
const notFound = (locale: Locale) => ({
  code: ERRORS.fileNotExist.code,
  msg: errorMessage("fileNotExist", locale),
});

/** Temporary download URLs (600 s) of reachable files, in input order; others answer not-found. */
export async function tempFileUrls(
  services: Services,
  caller: FileCaller,
  fileIds: string[],
  locale: Locale,
) {
  const rows = await reachableFiles(services, caller, fileIds);
  const fail = storageFailed(services);
  return Promise.all(
    fileIds.map(async (fileID) => {
      const row = rows.get(fileID);
      if (!row) return { fileID, tempFileURL: "", ...notFound(locale) };
      if (row.stored !== 1) return { fileID, tempFileURL: row.url, code: 0 };
      const tempFileURL = await services.storage
        .downloadUrl(row.file_id, TEMP_URL_SECONDS, row.content_type)
        .catch(fail);
      return { fileID, tempFileURL, code: 0 };
    }),
  );
}

/** The records of reachable files, in input order; others answer not-found with no details. */
export async function fileInfos(services: Services, caller: FileCaller, fileIds: string[], locale: Locale) {
  const rows = await reachableFiles(services, caller, fileIds);
  return Promise.all(
    fileIds.map(async (fileID) => {
      const row = rows.get(fileID);
      if (!row) return { fileID, ...notFound(locale) };
      const { file_id: _omit, ...info } = await presentFile(services, row);
      return { fileID, ...info, code: 0 };
    }),
  );
}

/**
 * Deletes reachable files (objects, then record: services/files/retire.ts), in input order; others answer
 * not-found.
 */
export async function deleteFiles(services: Services, caller: FileCaller, fileIds: string[], locale: Locale) {
  const rows = await reachableFiles(services, caller, fileIds);
  const fail = storageFailed(services);
  const results: { fileID: string; code: number; msg: string }[] = [];
  for (const fileID of fileIds) {
    const row = rows.get(fileID);
    rows.delete(fileID);
    if (!row) {
      results.push({ fileID, ...notFound(locale) });
      continue;
    }
    if (row.stored === 1) await retireFile(services, row).catch(fail);
    else await deleteFileRow(services.db, row.id);
    results.push({ fileID, code: 0, msg: "" });
  }
  return results;
}

/** The bytes an owner holds (for tests and tools). */
export const ownerBytes = (services: Services, uid: string): Promise<number> => bytesUsed(services.db, uid);
