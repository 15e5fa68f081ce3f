import { LIMITS, type RouteOutput } from "@roster/contract";
import type { getInvitedUser } from "@roster/contract/routes";
import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { mergePages, nextPageIndex } from "../../lib/paging";
import { useSession } from "../../store/use-session";
import { fetchInvitees } from "./api";

type InviteePage = RouteOutput<typeof getInvitedUser>;

/** The invitees list's page size (the seed's default, 20). */
export const INVITEES_PAGE_SIZE = LIMITS.pageSize;

/**
 * The people the signed-in user invited, as an infinite list (seed §4): `loadMore` appends the next page
 * until a page comes back short or empty; `refresh` (pull to refresh) loads the first page again and
 * replaces the list with it.
 */
export function useInvitees() {
  const { user } = useSession();
  const client = useQueryClient();
  const queryKey = ["user", "invitees", user._id ?? ""];
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchInvitees({ pageIndex: pageParam, pageSize: INVITEES_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastIndex) => nextPageIndex(last, lastIndex, INVITEES_PAGE_SIZE),
    gcTime: 0,
  });
  const pages = query.data?.pages;
  const refresh = async () => {
    // Keep only the first page, so that refetching loads page 1 alone and it replaces the list.
    client.setQueryData<InfiniteData<InviteePage, number>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await query.refetch();
  };
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    // InfiniteScroll shows its retry link when loading more throws.
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
