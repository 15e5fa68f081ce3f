import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { type ListPage, mergePages, nextPageIndex } from "../paging";

/**
 * A list route as an infinite list (seed §4): `loadMore` appends the next page until a page comes back
 * short or empty (it throws when loading fails, for InfiniteScroll's retry link); `refresh` loads the first
 * page alone, which replaces the list (after a pull, an upload or a delete); `retry` loads again after a
 * failed first page. `queryKey` names the list and whose it is.
 */
export function usePagedList<T>(
  queryKey: readonly unknown[],
  fetchPage: (page: { pageIndex: number; pageSize: number }) => Promise<ListPage<T>>,
  pageSize: number,
) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage({ pageIndex: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastIndex) => nextPageIndex(last, lastIndex, pageSize),
    gcTime: 0,
  });
  const pages = query.data?.pages;
  const refresh = async () => {
    // Keep only the first page, so that refetching loads page 1 alone and it replaces the list.
    client.setQueryData<InfiniteData<ListPage<T>, number>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await query.refetch();
  };
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  };
  return {
    rows: mergePages(pages),
    total: pages?.at(-1)?.total ?? 0,
    hasMore: query.hasNextPage,
    isPending: query.isPending,
    isError: query.isError,
    refresh,
    loadMore,
    retry: () => void query.refetch(),
  };
}
