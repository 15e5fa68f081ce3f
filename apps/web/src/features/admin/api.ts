import type { ListPage, ListRequest } from "../../lib/paging";
import { callFunction, type ResponseBody } from "../../lib/request";

/** One page of a console list; quiet (the list shows its own loading), failures alerted. */
export const fetchListPage = <R>(url: string, request: ListRequest) =>
  callFunction<ListPage<R> & ResponseBody>({ url, data: { ...request }, loading: false });

/** A console change (add, update, delete, bind...): loading shown, failures alerted by the request layer. */
export const callAdmin = <T extends ResponseBody = ResponseBody>(
  url: string,
  data: Record<string, unknown>,
) => callFunction<T>({ url, data });
