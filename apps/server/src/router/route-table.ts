import { type ErrorName, RosterError, type RouteContract } from "@roster/contract";
import type { Services } from "../services/services.js";
import type { OutputShape } from "./output-check.js";
import type { RouteHandler, SocketRouteHandler } from "./types.js";

/** Route table: path -> handler of a called route, or the event handlers of a socket route. */
// biome-ignore lint/suspicious/noExplicitAny: handlers of different contracts share one table.
export type RouteTable = Readonly<Record<string, RouteHandler<any> | SocketRouteHandler<any>>>;

/** A route with what the router derives from its contract once, at start-up. */
export interface PreparedRoute {
  handler: RouteHandler | SocketRouteHandler;
  contract: RouteContract;
  shape: OutputShape;
  errors: ReadonlySet<ErrorName>;
}

/** Finds the prepared route of a normalized path. */
export type RouteLookup = (path: string | undefined) => PreparedRoute | undefined;

/**
 * Under the full output check, a catalogue error the route's contract does not list is a fault of the
 * contract: it is logged and answered as internal, so that tests keep every contract's `errors` honest.
 */
export function undeclared(services: Services, route: PreparedRoute, requestId: string, error: unknown) {
  if (!(error instanceof RosterError) || route.errors.has(error.errorName)) return error;
  if (services.config.outputCheck !== "full") return error;
  const { path } = route.contract;
  services.logger.error(
    { reqId: requestId, path, error: error.errorName },
    "error not declared by the contract",
  );
  return new RosterError("internal");
}
