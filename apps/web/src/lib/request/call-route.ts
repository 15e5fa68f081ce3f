import type { RouteContract, RouteOutput, RouteRequest } from "@roster/contract";
import { callFunction } from "./call-function";
import type { CallOptions, ResponseBody } from "./types";

/**
 * What a route call may set besides its route and data: loading, alerts, retries, timeout... Not whether
 * it is encrypted: the contract says so.
 */
export type RouteCallOptions = Omit<CallOptions, "url" | "data" | "encrypt">;

/**
 * Calls the route of `contract` (its `path`) with `data` typed by the contract's input, and resolves with
 * the body typed by its output. Everything else is {@link callFunction}'s: headers, token save, user
 * refresh, login-required redirect, alerts, loading, retries. The call is encrypted when the contract's
 * `encrypted` flag says so.
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
    encrypt: contract.encrypted,
  });
}
