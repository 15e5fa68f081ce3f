import { LIMITS } from "@roster/contract";
import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { mergePages, nextPageIndex } from "../../lib/paging";
import { useSession } from "../../store/use-session";
import { type FileRow, fetchFiles } from "./api";

/** The My files list's page size (the seed's default, 20). */
export const FILES_PAGE_SIZE = LIMITS.pageSize;

type FilePage = Awaited<ReturnType<typeof fetchFiles>>;

/**
 * The signed-in user's files as an infinite list (seed §4, as the invitees list): `loadMore` appends the
 * next page until a page comes back short or empty; `refresh` loads the first page alone, which replaces
 * the list (after a pull, an upload or a delete).
 */
export function useFiles() {
  const { user } = useSession();
  const client = useQueryClient();
  const queryKey = ["file", "list", user._id ?? ""];
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchFiles({ pageIndex: pageParam, pageSize: FILES_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastIndex) => nextPageIndex(last, lastIndex, FILES_PAGE_SIZE),
    gcTime: 0,
  });
  const pages = query.data?.pages;
  const refresh = async () => {
    client.setQueryData<InfiniteData<FilePage, number>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await query.refetch();
  };
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  };
  return {
    rows: mergePages<FileRow>(pages),
    total: pages?.at(-1)?.total ?? 0,
    hasMore: query.hasNextPage,
    isPending: query.isPending,
    isError: query.isError,
    refresh,
    loadMore,
    retry: () => void query.refetch(),
  };
}
