import type { RouteContract, RouteRequest } from "@roster/contract";
import type { ListPage, ListRequest } from "../../lib/paging";
import { callRoute, type ResponseBody } from "../../lib/request";

/** One page of a console list; quiet (the list shows its own loading), failures alerted. */
export const fetchListPage = <R>(list: RouteContract, request: ListRequest) =>
  callRoute(list, { ...request }, { loading: false }) as Promise<ListPage<R> & ResponseBody>;

/** A console change (add, update, delete, bind...): loading shown, failures alerted by the request layer. */
export const callAdmin = <C extends RouteContract>(contract: C, data: RouteRequest<C>) =>
  callRoute(contract, data);
