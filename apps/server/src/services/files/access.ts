import type { FileRow } from "../../db/schema.js";
import { type Access, mayCall } from "../access/access.js";
import type { Services } from "../services.js";
import { findFilesByFileIds, findStoredFile } from "./repository.js";

/** Who asks for a file: the signed-in user, and whether they hold the file-admin right. */
export interface FileCaller {
  uid: string;
  canAdminFiles: boolean;
}

/**
 * The virtual path of the file-admin right: the role admin, or a permission whose url matches it (e.g.
 * `admin/files/sys/*`), reaches every user's files.
 */
export const FILE_ADMIN_PATH = "admin/files/sys/manage";

/** Whether the holder of `access` may reach every user's files. */
export const canAdminFiles = (access: Access): boolean => mayCall(access, FILE_ADMIN_PATH);

/** The file caller of a signed-in call. */
export const fileCallerOf = (auth: { uid: string; access: Access }): FileCaller => ({
  uid: auth.uid,
  canAdminFiles: canAdminFiles(auth.access),
});

/** Whether the caller may reach this file: an upload record (not a pending target) of theirs, or any as admin. */
export const mayReach = (caller: { uid: string; canAdminFiles: boolean }, row: FileRow): boolean =>
  row.status === "ready" && (caller.canAdminFiles || (row.user_id !== "" && row.user_id === caller.uid));

/** The file if the caller may reach it; undefined otherwise (no difference between absent and foreign). */
export async function findReachableFile(
  services: Services,
  caller: { uid: string; canAdminFiles: boolean },
  fileId: string,
): Promise<FileRow | undefined> {
  const row = await findStoredFile(services.db, fileId);
  return row && mayReach(caller, row) ? row : undefined;
}

/** The reachable rows among `fileIds`, by file id. */
export async function reachableFiles(
  services: Services,
  caller: { uid: string; canAdminFiles: boolean },
  fileIds: readonly string[],
): Promise<Map<string, FileRow>> {
  const rows = await findFilesByFileIds(services.db, [...new Set(fileIds)]);
  return new Map(rows.filter((r) => mayReach(caller, r)).map((r) => [r.file_id, r]));
}
