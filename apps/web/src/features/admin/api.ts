import type { RouteContract, RouteRequest } from "@roster/contract";
import type { ListPage, ListRequest } from "../../lib/paging";
import { callRoute, type ResponseBody, type RouteCallOptions } from "../../lib/request";

/** One page of a console list; no loading toast (the list shows its own loading), and no alert: the page says a failure. */
export const fetchListPage = <R>(list: RouteContract, request: ListRequest) =>
  callRoute(list, { ...request }, { loading: false, needAlert: false }) as Promise<
    ListPage<R> & ResponseBody
  >;

/**
 * A console change (add, update, delete, bind...), with the loading toast. A one-tap action leaves its
 * refusal to the alert; a form passes `needAlert: false` and says the refusal itself.
 */
export const callAdmin = <C extends RouteContract>(
  contract: C,
  data: RouteRequest<C>,
  options: RouteCallOptions = {},
) => callRoute(contract, data, options);

/** What a console form passes to {@link callAdmin}: it says the refusal itself, inline. */
export const QUIET: RouteCallOptions = { needAlert: false };
