import { type ErrorName, type Locale, RosterError, type RouteContract, validate } from "@roster/contract";
import { z } from "zod";
import type { ClientInfo } from "../lib/client-info.js";
import type { Services } from "../services/services.js";
import type { AuthState } from "../services/sessions/authentication.js";
import { isPrivatePath } from "./classify.js";
import { guardInput } from "./input-guard.js";
import type { OutputShape } from "./output-check.js";
import type { BaseContext, RouteHandler, SocketRouteHandler } from "./types.js";

/** Route table: path -> handler of a called route, or the event handlers of a socket route. */
// biome-ignore lint/suspicious/noExplicitAny: handlers of different contracts share one table.
export type RouteTable = Readonly<Record<string, RouteHandler<any> | SocketRouteHandler<any>>>;

/** A route with what the router derives from its contract once, at start-up. */
export interface PreparedRoute {
  handler: RouteHandler | SocketRouteHandler;
  contract: RouteContract;
  shape: OutputShape;
  errors: ReadonlySet<ErrorName>;
  /** The input schema turns `{}` into `{}`: a call with no field needs no parsing (see {@link emptyInputIsInput}). */
  emptyInput: boolean;
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

/**
 * The route a call or a socket event names, with its path: 404 for a path of no route's shape or of no
 * route, 403 for a private one. `rawPath` is what the client sent (for the message when it is not a path).
 */
export function routeAt(
  path: string | undefined,
  found: PreparedRoute | undefined,
  rawPath: unknown,
): { route: PreparedRoute; path: string } {
  if (!path) throw new RosterError("notFound", { url: String(rawPath).slice(0, 200) });
  if (isPrivatePath(path)) throw new RosterError("privateFunction");
  if (!found) throw new RosterError("notFound", { url: path });
  return { route: found, path };
}

/** Checks input against the guard (size, depth, NUL) and `schema`; the validation error otherwise. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown, locale: Locale): z.output<S> {
  guardInput(data, locale);
  const parsed = validate(schema, data, locale);
  if (!parsed.ok) {
    throw new RosterError(
      "validation",
      { message: parsed.problem.message },
      { type: "validator", key: parsed.problem.key },
    );
  }
  return parsed.data;
}

/**
 * Whether `schema` is an object schema that accepts `{}` and parses it to a plain `{}` (no defaults, no
 * transform adding fields): then a call whose payload has no key is valid as it stands and the router
 * skips the schema (zod was the largest part of a no-op call's own work). Decided once per route, at
 * start-up; any schema that could answer otherwise (fails on `{}`, fills in defaults) is parsed every time.
 */
export function emptyInputIsInput(schema: z.ZodType): boolean {
  if (!(schema instanceof z.ZodObject)) return false;
  const parsed = schema.safeParse({});
  if (!parsed.success) return false;
  const data: unknown = parsed.data;
  return (
    typeof data === "object" &&
    data !== null &&
    Object.getPrototypeOf(data) === Object.prototype &&
    Reflect.ownKeys(data).length === 0
  );
}

/** Whether a plain record has no own key. */
export function hasNoKey(record: Record<string, unknown>): boolean {
  for (const _ in record) return false;
  return Object.getOwnPropertySymbols(record).length === 0;
}

/** What a call or a socket event tells its handler: `viewer` on pub routes, `auth` on kh and sys. */
export function handlerContext(
  services: Services,
  contract: RouteContract,
  request: { client: ClientInfo; requestId: string; token: string | undefined; encrypted: boolean },
  path: string,
  auth: AuthState | undefined,
) {
  const base: BaseContext = {
    services,
    client: request.client,
    locale: request.client.locale,
    requestId: request.requestId,
    path,
    token: request.token,
    encrypted: request.encrypted,
  };
  return contract.class === "pub" ? { ...base, viewer: auth } : { ...base, auth: auth! };
}
