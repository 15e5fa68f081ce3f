import { LIMITS } from "@roster/contract";
import { usePagedList } from "../../lib/query/use-paged-list";
import { useSession } from "../../store/use-session";
import { type FileRow, fetchFiles } from "./api";

/** The My files list's page size (the seed's default, 20). */
export const FILES_PAGE_SIZE = LIMITS.pageSize;

/** The signed-in user's files, newest first, as an infinite list (see {@link usePagedList}). */
export function useFiles() {
  const { user } = useSession();
  return usePagedList<FileRow>(["file", "list", user._id ?? ""], fetchFiles, FILES_PAGE_SIZE);
}
