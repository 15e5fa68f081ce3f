import { COMMON_ERRORS, errorsOf, RosterError, type RouteContract } from "@roster/contract";
import type { Services } from "../services/services.js";
import { assertRecentAuth } from "../services/sessions/authentication.js";
import { authenticateFor, authorize, spendBudget } from "./access.js";
import { beginAudit, type PendingAudit, writeAudit } from "./audit.js";
import { normalizePath } from "./classify.js";
import { onceDurable } from "./durable.js";
import { encryptBody, keyFor, openEncryptedPayload } from "./encryption.js";
import { errorResponse } from "./failure.js";
import { applyAfterFilters, type ResultFields } from "./filters.js";
import { checkOutput, outputShapeOf } from "./output-check.js";
import type { RouterRequest, RouterResponse } from "./request.js";
import {
  emptyInputIsInput,
  handlerContext,
  hasNoKey,
  type PreparedRoute,
  parseInput,
  type RouteLookup,
  type RouteTable,
  routeAt,
  undeclared,
} from "./route-table.js";
import {
  type SocketClosedEvent,
  type SocketEventRequest,
  type SocketEventResult,
  socketClosed,
  socketEvent,
} from "./socket.js";

export type { RouterRequest, RouterResponse } from "./request.js";
export type { RouteTable } from "./route-table.js";
export type { SocketClosedEvent, SocketEventRequest, SocketEventResult } from "./socket.js";

/** The router function. Transports (HTTP, tests, other wrappers) call `dispatch` and send the body. */
export interface Router {
  dispatch(request: RouterRequest): Promise<RouterResponse>;
  /** The contract of a path as a client sends it (slashes trimmed), if a route has it. */
  contractOf(path: unknown): RouteContract | undefined;
  /** The contracts of every route served, by path. */
  readonly contracts: readonly RouteContract[];
  /** Runs the connect or message event of a socket route, under the route's policy (see socket.ts). */
  socketEvent(request: SocketEventRequest): Promise<SocketEventResult>;
  /** Runs the disconnection or error event of a socket route. */
  socketClosed(event: SocketClosedEvent): Promise<void>;
}

/** What one call gathers on its way, for the log line and the admin log. */
interface CallState {
  uid?: string;
  audit?: PendingAudit;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Builds the router over a route table. It never imports the transport. */
export function createRouter(services: Services, routes: RouteTable): Router {
  const prepared = new Map<string, PreparedRoute>();
  for (const [path, handler] of Object.entries(routes)) {
    const contract = handler.contract;
    if (Boolean(contract.socket) !== "socket" in handler)
      throw new Error(`route ${path}: a socket contract needs handleSocket, a called one handle`);
    const errors = new Set([...COMMON_ERRORS, ...errorsOf(contract)]);
    const shape = outputShapeOf(contract.output);
    prepared.set(path, { handler, contract, shape, errors, emptyInput: emptyInputIsInput(contract.input) });
  }
  const lookup: RouteLookup = (path) => (path === undefined ? undefined : prepared.get(path));
  // The call line holds only the fields written in `dispatch` (ids, path, code, ip, time), never a payload
  // or a header, so it skips the redaction pass that every other line gets (about 12 µs a line).
  const callLog = services.logger.child({}, { redact: { paths: [] } });
  return {
    dispatch: (request) => dispatch(services, callLog, lookup, request),
    contractOf: (path) => lookup(normalizePath(path))?.contract,
    contracts: [...prepared.values()].map((route) => route.contract),
    socketEvent: (request) => socketEvent(services, callLog, lookup, request),
    socketClosed: (event) => socketClosed(services, lookup, event),
  };
}

async function dispatch(
  services: Services,
  callLog: Services["logger"],
  lookup: RouteLookup,
  request: RouterRequest,
): Promise<RouterResponse> {
  const started = performance.now();
  const path = normalizePath(request.path);
  const route = lookup(path);
  const state: CallState = {};
  let response: RouterResponse;
  try {
    const body = await run(services, route, request, path, state);
    response = { status: 200, body, code: typeof body.code === "number" ? body.code : 0, uid: state.uid };
  } catch (error) {
    const failure = route ? undeclared(services, route, request.requestId, error) : error;
    response = errorResponse(services, request, path, failure, state.uid);
  }
  if (state.audit && path) {
    const call = { path, requestId: request.requestId, client: request.client };
    await writeAudit(services, call, state.audit, response.code);
  }
  response = await onceDurable(services, response, (error) =>
    errorResponse(services, request, path, error, state.uid),
  );
  callLog.info(
    {
      reqId: request.requestId,
      path: path ?? String(request.path).slice(0, 200),
      code: response.code,
      uid: state.uid,
      ip: request.client.ip,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    "call",
  );
  return response;
}

async function run(
  services: Services,
  route: PreparedRoute | undefined,
  request: RouterRequest,
  rawPath: string | undefined,
  state: CallState,
): Promise<Record<string, unknown>> {
  const named = routeAt(rawPath, route, request.path);
  const path = named.path;
  const { contract, handler, shape } = named.route;
  if (!("handle" in handler)) throw new RosterError("socketRouteOverHttp");

  let data = request.data;
  let encryptionKey: string | undefined;
  if (request.encrypted) {
    encryptionKey = keyFor(request.client, request.token);
    data = await openEncryptedPayload(services, data, encryptionKey, request.client.locale);
  } else if (contract.encrypted) {
    throw new RosterError("encryptionRequired");
  }
  if (data === undefined || data === null) data = {};
  if (!isPlainObject(data)) throw new RosterError("badBody");

  const auth = await authenticateFor(services, contract, request.token);
  if (auth) state.uid = auth.uid;
  if (contract.permission !== "none") authorize(contract, auth!);

  // The caller's identity comes from the token only: a client-sent uid or token field is dropped, unless the
  // contract says `acceptsUid` (admin routes where `uid` names the user acted upon, never the caller).
  const { uid: clientUid, uni_id_token: _token, ...rest } = data;
  const payload = contract.acceptsUid ? { ...rest, uid: clientUid } : rest;
  // A fresh `{}` for a call with no field, when the contract's schema would parse `{}` to `{}` anyway.
  const input =
    named.route.emptyInput && hasNoKey(payload)
      ? {}
      : parseInput(contract.input, payload, request.client.locale);
  // After validation (a person does not prove who they are for a call that would be refused anyway).
  if (contract.recentAuth) await assertRecentAuth(services, auth!);
  // After authentication and validation (a malformed call reaches no provider), before the handler spends.
  await spendBudget(services, contract, auth, request.client);
  if (contract.audit && auth) {
    state.audit = await beginAudit(services, contract.audit, auth, input, request.requestId);
  }

  const ctx = handlerContext(services, contract, request, path, auth);
  const result = (await handler.handle(input, ctx as never)) as ResultFields;
  const filtered = await applyAfterFilters(services, contract, result, auth);
  if (typeof filtered.uid === "string") state.uid = filtered.uid;
  const { code = 0, msg = "", ...fields } = filtered;
  const body = { code, msg, ...fields };
  const problem = checkOutput(contract, shape, body, services.config.outputCheck);
  if (problem) {
    services.logger.error({ reqId: request.requestId, path, problem }, "answer does not match the contract");
    throw new RosterError("internal");
  }
  if (state.audit) state.audit.output = body;
  return encryptionKey ? encryptBody(body, encryptionKey, services.clock.now()) : body;
}
