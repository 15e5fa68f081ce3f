import { LIMITS } from "@roster/contract";
import type { ListRequest } from "../../../lib/paging";
import type { EntityConfig, EntityRow } from "./types";

/** A list's order chosen in the table's headers: the route's field and the direction. */
export interface ListSort {
  name: string;
  type: "asc" | "desc";
}

/** What the user asked of a list: the page, the search (field and text), the filter choices, the order. */
export interface ListQuery {
  pageIndex: number;
  searchKey: string;
  searchText: string;
  filters: Readonly<Record<string, string>>;
  /** The chosen order; none: the route's default order. */
  sort?: ListSort;
}

/**
 * The order after a click on the header of the column sorting by `name`: ascending first, then the
 * direction toggles; another column starts ascending again.
 */
export const nextSort = (current: ListSort | undefined, name: string): ListSort =>
  current?.name === name && current.type === "asc" ? { name, type: "desc" } : { name, type: "asc" };

/** A list's starting query: page 1, searching its first search field, no filters. */
export const firstQuery = <R extends EntityRow>(config: EntityConfig<R>): ListQuery => ({
  pageIndex: 1,
  searchKey: config.search?.[0]?.key ?? "",
  searchText: "",
  filters: {},
});

/** Rows per page of an entity: trees (menus) come whole, others 20 at a time. */
export const pageSizeOf = <R extends EntityRow>(config: EntityConfig<R>): number =>
  config.pageSize ?? (config.arrange ? LIMITS.maxPageSize : LIMITS.pageSize);

/**
 * The list route's request for a query: `sortRule` the chosen order (the server sorts), `formData` holds
 * the search text and the filter values, `columns` says how to compare each (contains, by default, for
 * the search; equality for filters).
 */
export function listRequest<R extends EntityRow>(config: EntityConfig<R>, query: ListQuery): ListRequest {
  const formData: Record<string, unknown> = {};
  const columns: NonNullable<ListRequest["columns"]> = [];
  const search = config.search?.find((s) => s.key === query.searchKey);
  const text = query.searchText.trim();
  if (search && text !== "") {
    formData[search.key] = text;
    columns.push({ key: search.key, mode: search.mode ?? "%%" });
  }
  for (const filter of config.filters ?? []) {
    const chosen = query.filters[filter.key];
    const option = filter.options.find((o) => String(o.value) === chosen);
    if (chosen === undefined || chosen === "" || !option) continue;
    // A filter on the searched field would overwrite its text: filters use their own formData key.
    const key = `filter_${filter.key}`;
    formData[key] = option.value;
    columns.push({ key, mode: "=", fieldName: filter.key });
  }
  const request: ListRequest = { pageIndex: query.pageIndex, pageSize: pageSizeOf(config) };
  if (query.sort) request.sortRule = [{ name: query.sort.name, type: query.sort.type }];
  if (columns.length > 0) Object.assign(request, { formData, columns });
  return request;
}

/** The number of pages for `total` rows (at least 1). */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
