import { RosterError } from "@roster/contract";
import type { ClientInfo } from "../lib/client-info.js";
import type { Services } from "../services/services.js";
import type { AuthState } from "../services/sessions/authentication.js";
import { authenticateFor, authorize } from "./access.js";
import { normalizePath } from "./classify.js";
import { onceDurable } from "./durable.js";
import { errorResponse } from "./failure.js";
import {
  handlerContext,
  type PreparedRoute,
  parseInput,
  type RouteLookup,
  routeAt,
  undeclared,
} from "./route-table.js";
import type { SocketRef, SocketRouteHandler } from "./types.js";

/** A connect or message frame of a socket, once the transport has read (and decrypted) it. */
export interface SocketEventRequest {
  event: "connect" | "message";
  /** The socket route the socket opened. */
  path: string;
  /** The connect frame's data, or the message. */
  data: unknown;
  /** Whether the frame came encrypted (an `encrypted` route refuses plain frames). */
  encrypted: boolean;
  token: string | undefined;
  client: ClientInfo;
  requestId: string;
  socket: SocketRef;
  /**
   * connect: called once the caller passed the route's policy and its data was validated, before the
   * route's handler (the transport binds the socket and applies its caps here; it may throw a RosterError).
   */
  admit?(auth: AuthState | undefined): void;
  /** message: the session the socket connected with; a frame of another sign-in is refused. */
  session?: string | undefined;
}

/** How an event went: who the caller is, or the error body to send (`{code, msg, requestId}`). */
export type SocketEventResult =
  | { ok: true; auth: AuthState | undefined }
  | { ok: false; code: number; body: Record<string, unknown>; errorName: string | undefined };

/** A socket's disconnection or error: no token comes with them, only what its connect bound. */
export interface SocketClosedEvent {
  event: "disconnect" | "error";
  path: string;
  requestId: string;
  socket: SocketRef;
  uid: string | undefined;
  sid: string | undefined;
  errMsg?: string;
}

const socketRoute = (route: PreparedRoute | undefined) =>
  route && "socket" in route.handler ? (route as PreparedRoute & { handler: SocketRouteHandler }) : undefined;

/**
 * Runs a connect or message event of a socket route under the same rules as a call of it: the path's
 * class and the contract's flags (a token checked on every frame, permission, back office, encryption),
 * the input guard and the contract's schema (`input` for connect, `socket.message` for messages), then
 * the route's handler. Logs one line per event. Never throws: failures come back as error bodies.
 */
export async function socketEvent(
  services: Services,
  callLog: Services["logger"],
  lookup: RouteLookup,
  request: SocketEventRequest,
): Promise<SocketEventResult> {
  const started = performance.now();
  const path = normalizePath(request.path);
  const route = lookup(path);
  let uid: string | undefined;
  let result: SocketEventResult;
  try {
    const auth = await run(services, route, path, request);
    uid = auth?.uid;
    result = { ok: true, auth };
  } catch (error) {
    // The contract's errors bind its own events; a socket opened to a called route is refused before.
    const socketOf = socketRoute(route);
    const failure = socketOf ? undeclared(services, socketOf, request.requestId, error) : error;
    const response = errorResponse(services, request, path, failure, uid);
    const errorName = failure instanceof RosterError ? failure.errorName : undefined;
    result = { ok: false, code: response.code, body: response.body, errorName };
  }
  result = await onceDurable(services, result, (error) => {
    const response = errorResponse(services, request, path, error, uid);
    return { ok: false, code: response.code, body: response.body, errorName: undefined };
  });
  callLog.info(
    {
      reqId: request.requestId,
      path: path ?? String(request.path).slice(0, 200),
      event: request.event,
      cid: request.socket.cid,
      code: result.ok ? 0 : result.code,
      uid: result.ok ? result.auth?.uid : uid,
      ip: request.client.ip,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    "socket",
  );
  return result;
}

async function run(
  services: Services,
  found: PreparedRoute | undefined,
  rawPath: string | undefined,
  request: SocketEventRequest,
): Promise<AuthState | undefined> {
  const named = routeAt(rawPath, found, request.path);
  const path = named.path;
  const route = socketRoute(named.route);
  const spec = route?.contract.socket;
  if (!route || !spec) throw new RosterError("notSocketRoute", { url: path });
  const { contract, handler } = route;
  if (contract.encrypted && !request.encrypted) throw new RosterError("encryptionRequired");

  // No fresh token can travel back in a frame, so frames never refresh one.
  const auth = await authenticateFor(services, contract, request.token, { refresh: false });
  if (contract.permission !== "none") authorize(contract, auth!);
  if (request.event === "message" && auth?.sid !== request.session)
    throw new RosterError("socketIdentityChanged");

  const schema = request.event === "connect" ? contract.input : spec.message;
  if (!schema) throw new RosterError("socketMessagesRefused");
  let data = request.data;
  if (request.event === "connect" && (data === undefined || data === null)) data = {};
  const input = parseInput(schema, data, request.client.locale);
  if (request.event === "connect") request.admit?.(auth);

  const ctx = handlerContext(services, contract, request, path, auth);
  const serve = request.event === "connect" ? handler.socket.connect : handler.socket.message;
  await serve?.(input as never, { ...ctx, socket: request.socket } as never);
  return auth;
}

/**
 * Runs the disconnection or error event of a socket route, if it has one. Nothing can be answered to a
 * closed socket: a failure is logged.
 */
export async function socketClosed(
  services: Services,
  lookup: RouteLookup,
  event: SocketClosedEvent,
): Promise<void> {
  const route = socketRoute(lookup(normalizePath(event.path)));
  if (!route) return;
  const { handler } = route;
  const ctx = {
    services,
    path: route.contract.path,
    requestId: event.requestId,
    socket: event.socket,
    uid: event.uid,
    sid: event.sid,
  };
  try {
    if (event.event === "disconnect") await handler.socket.disconnect?.(ctx);
    else await handler.socket.error?.(ctx, event.errMsg ?? "");
  } catch (error) {
    services.logger.error(
      { reqId: event.requestId, path: route.contract.path, event: event.event, err: error },
      "socket event handler failed",
    );
  }
}
