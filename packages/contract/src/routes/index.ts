import * as all from "./all.js";
import type { RouteContract } from "./define.js";

export { COMMON_ERRORS, errorsOf } from "../errors/route-errors.js";
export * from "./all.js";
export * from "./define.js";

type Contracts = typeof all;

/** Every route contract, by path. The server's registry must hold a handler for each (a test checks). */
export const CONTRACTS = Object.fromEntries(
  Object.values(all).map((contract) => [contract.path, contract]),
) as {
  readonly [K in keyof Contracts as Contracts[K]["path"]]: Contracts[K];
};

/** The contract of `path`, if a route has that exact path. */
export const contractOf = (path: string): RouteContract | undefined =>
  Object.hasOwn(CONTRACTS, path) ? (CONTRACTS as Readonly<Record<string, RouteContract>>)[path] : undefined;
