import { LIMITS } from "@roster/contract";

/** One page of a list route: `{rows, total, hasMore, pagination}` (DESIGN §3). */
export interface ListPage<T> {
  rows: T[];
  total: number;
  hasMore: boolean;
  pagination?: { pageIndex: number; pageSize: number };
}

/** What a list route takes: page, size, and optional sorting and filters (reference §3.3). */
export interface ListRequest {
  pageIndex: number;
  pageSize: number;
  sortRule?: Array<{ name: string; type: "asc" | "desc" }>;
  formData?: Record<string, unknown>;
  columns?: Array<{ key: string; mode: string; fieldName?: string }>;
}

/**
 * The seed's list rule (§4): paging stops when a page brings fewer rows than the page size or none.
 * Returns the next page index, or undefined when there is none. The server's `hasMore: false` also stops,
 * saving the empty request after a full last page.
 */
export function nextPageIndex<T>(
  page: ListPage<T>,
  pageIndex: number,
  pageSize: number = LIMITS.pageSize,
): number | undefined {
  if (page.rows.length === 0 || page.rows.length < pageSize || page.hasMore === false) return undefined;
  return pageIndex + 1;
}

/** The rows of the loaded pages in order: the first page replaces the list, later pages append. */
export const mergePages = <T>(pages: ReadonlyArray<ListPage<T>> | undefined): T[] =>
  (pages ?? []).flatMap((page) => page.rows);
