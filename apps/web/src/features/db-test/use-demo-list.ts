import { LIMITS } from "@roster/contract";
import { dbApiGetList } from "@roster/contract/routes";
import { useRef } from "react";
import { usePagedList } from "../../lib/query/use-paged-list";
import { callRoute } from "../../lib/request";

/** The seed's reach-bottom throttle: two page loads start at least this far apart. */
export const REACH_BOTTOM_THROTTLE_MS = 350;

/** What the list searches for: an exact money and a range of epoch-ms times (each optional). */
export interface DemoListFilter {
  searchvalue?: number;
  addTime?: number;
  endTime?: number;
}

/**
 * Everyone's demo rows, newest first, 20 a page (the seed's list rules through {@link usePagedList}),
 * filtered by `filter`; `loadMore` waits out the reach-bottom throttle.
 */
export function useDemoList(filter: DemoListFilter, viewer: string) {
  const list = usePagedList(
    ["db-test", "list", viewer, filter],
    (page) => callRoute(dbApiGetList, { ...page, ...filter }),
    LIMITS.pageSize,
  );
  const lastLoad = useRef(0);
  const loadMore = async () => {
    const wait = lastLoad.current + REACH_BOTTOM_THROTTLE_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastLoad.current = Date.now();
    await list.loadMore();
  };
  return { ...list, loadMore };
}

/** Local midnight of a `YYYY-MM-DD` date input, or undefined for none. */
export function dayStart(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const time = new Date(y, m - 1, d).getTime();
  return Number.isNaN(time) ? undefined : time;
}

/** The last millisecond of a `YYYY-MM-DD` date input (local time), or undefined for none. */
export function dayEnd(value: string): number | undefined {
  const start = dayStart(value);
  if (start === undefined) return undefined;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d + 1).getTime() - 1;
}
