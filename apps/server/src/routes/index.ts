import type { RouteTable } from "../router/dispatch.js";
import * as handlers from "./handlers.js";

/**
 * Every route the router serves, by path, from the list in `handlers.ts`. Explicit on purpose: no folder
 * scanning at run time. `registry.test.ts` checks that this table, the route files and the contracts agree.
 */
export const ROUTES: RouteTable = Object.fromEntries(
  Object.values(handlers).map((handler) => [handler.contract.path, handler]),
);
