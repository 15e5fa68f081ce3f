import type { RouteContract, RouteOutput, RouteRequest } from "@roster/contract";
import { callFunction } from "./call-function";
import type { CallOptions, ResponseBody } from "./types";

/** What a route call may set besides its route and data: loading, alerts, retries, timeout... */
export type RouteCallOptions = Omit<CallOptions, "url" | "data">;

/**
 * Calls the route of `contract` (its `path`) with `data` typed by the contract's input, and resolves with
 * the body typed by its output. Everything else is {@link callFunction}'s: headers, token save, user
 * refresh, login-required redirect, alerts, loading, retries, encryption of the routes that need it.
 */
export function callRoute<C extends RouteContract>(
  contract: C,
  data: RouteRequest<C>,
  options: RouteCallOptions = {},
): Promise<RouteOutput<C>> {
  return callFunction<RouteOutput<C> & ResponseBody>({
    ...options,
    url: contract.path,
    data: data as Record<string, unknown>,
  });
}
