import { mustEncrypt, RosterError, type RouteClass, validate } from "@roster/contract";
import { isTransientDatabaseError } from "../db/errors.js";
import { mayCall } from "../services/access/access.js";
import { isAuditedPath, recordAdminCall } from "../services/admin/admin-log.js";
import type { Services } from "../services/services.js";
import { type AuthState, authenticate } from "../services/sessions/authentication.js";
import { classify, isPrivatePath, normalizePath } from "./classify.js";
import type { ClientInfo } from "./context.js";
import { encryptBody, keyFor, openEncryptedPayload } from "./encryption.js";
import { applyAfterFilters } from "./filters.js";
import { guardInput } from "./input-guard.js";
import { TRANSPORT_STATUS } from "./status.js";
import type { HandlerContext, RouteHandler } from "./types.js";

/** One call of the router function, whatever the transport. */
export interface RouterRequest {
  /** The route path (`user/pub/login`). */
  path: unknown;
  /** The payload: an object, or the cipher text when `encrypted`. */
  data: unknown;
  token: string | undefined;
  encrypted: boolean;
  client: ClientInfo;
  requestId: string;
}

/** The answer: an HTTP status for transports that have one, the body, and what the log needs. */
export interface RouterResponse {
  status: number;
  body: Record<string, unknown>;
  code: number;
  uid: string | undefined;
}

/** Route table: path -> handler. */
// biome-ignore lint/suspicious/noExplicitAny: handlers of different contracts share one table.
export type RouteTable = Readonly<Record<string, RouteHandler<any>>>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The router function. Transports (HTTP, tests, other wrappers) call `dispatch` and send the body. */
export interface Router {
  dispatch(request: RouterRequest): Promise<RouterResponse>;
}

/** Builds the router over a route table. It never imports the transport. */
export function createRouter(services: Services, routes: RouteTable): Router {
  return { dispatch: (request) => dispatch(services, routes, request) };
}

async function dispatch(
  services: Services,
  routes: RouteTable,
  request: RouterRequest,
): Promise<RouterResponse> {
  const started = performance.now();
  const path = normalizePath(request.path);
  let uid: string | undefined;
  let response: RouterResponse;
  const audit: Audit = {};
  try {
    const result = await run(
      services,
      routes,
      request,
      path,
      (id) => {
        uid = id;
      },
      audit,
    );
    response = { status: 200, body: result, code: typeof result.code === "number" ? result.code : 0, uid };
  } catch (error) {
    response = errorResponse(services, request, path, error, uid);
  }
  if (audit.auth && path) await writeAudit(services, request, path, audit, response.code);
  try {
    // Nothing is acknowledged, or shown, before it is on disk (a grouped sync on the embedded database).
    await services.settled();
  } catch (error) {
    response = errorResponse(services, request, path, error, uid);
  }
  services.logger.info(
    {
      reqId: request.requestId,
      path: path ?? String(request.path).slice(0, 200),
      code: response.code,
      uid,
      ip: request.client.ip,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    "call",
  );
  return response;
}

/** A change made through an admin route, to be written to the admin log once its outcome is known. */
interface Audit {
  auth?: AuthState;
  input?: unknown;
}

/**
 * The admin log, in one place: every authorized call of an `admin/` sys route that is not a read, with
 * its validated input (secrets removed) and the code it answered. A failing log write is logged and does
 * not undo or hide the change that was made.
 */
async function writeAudit(
  services: Services,
  request: RouterRequest,
  path: string,
  audit: Audit,
  code: number,
) {
  try {
    await recordAdminCall(services, {
      auth: audit.auth!,
      path,
      input: audit.input,
      code,
      requestId: request.requestId,
      client: request.client,
    });
  } catch (error) {
    services.logger.error({ reqId: request.requestId, path, err: error }, "admin log write failed");
  }
}

async function run(
  services: Services,
  routes: RouteTable,
  request: RouterRequest,
  path: string | undefined,
  setUid: (uid: string) => void,
  audit: Audit,
): Promise<Record<string, unknown>> {
  if (!path) throw new RosterError("notFound", { url: String(request.path).slice(0, 200) });
  if (isPrivatePath(path)) throw new RosterError("privateFunction");
  const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
  const routeClass = classify(path);
  if (!route) throw new RosterError("notFound", { url: path });
  if (!routeClass) throw new RosterError("accessDenied");

  let data = request.data;
  let encryptionKey: string | undefined;
  if (request.encrypted) {
    encryptionKey = keyFor(request.client, request.token);
    data = await openEncryptedPayload(services, data, encryptionKey, request.client.locale);
  } else if (mustEncrypt(path)) {
    throw new RosterError("encryptionRequired");
  }
  if (data === undefined || data === null) data = {};
  if (!isPlainObject(data)) throw new RosterError("badBody");

  const auth = await authenticateFor(services, routeClass, request.token, route.contract.requiresValidToken);
  if (auth) setUid(auth.uid);
  if (routeClass === "sys") authorize(path, auth!);

  // The caller's identity comes from the token only; a client-sent uid or token field is dropped. On admin
  // sys routes `uid` names the user acted upon (bindRole, resetPassword, ...), never the caller, whom
  // handlers read from ctx.auth: it passes through there.
  const { uid: clientUid, uni_id_token: _token, ...rest } = data;
  const payload = routeClass === "sys" && path.startsWith("admin/") ? { ...rest, uid: clientUid } : rest;
  guardInput(payload, request.client.locale);
  const parsed = validate(route.contract.input, payload, request.client.locale);
  if (!parsed.ok) {
    throw new RosterError(
      "validation",
      { message: parsed.problem.message },
      { type: "validator", key: parsed.problem.key },
    );
  }
  if (auth && isAuditedPath(path)) {
    audit.auth = auth;
    audit.input = parsed.data;
  }
  const ctx: HandlerContext = {
    services,
    client: request.client,
    locale: request.client.locale,
    requestId: request.requestId,
    path,
    token: request.token,
    auth,
    encrypted: request.encrypted,
  };
  const filtered = await applyAfterFilters(services, await route.handle(parsed.data, ctx), ctx);
  if (typeof filtered.uid === "string") setUid(filtered.uid);
  const { code = 0, msg = "", ...fields } = filtered;
  const body = { code, msg, ...fields };
  return encryptionKey ? encryptBody(body, encryptionKey, services.clock.now()) : body;
}

/**
 * kh and sys need a valid token; pub reads one silently when present (an invalid one is ignored), unless
 * its contract says `requiresValidToken`: then a token that is sent must be good.
 */
async function authenticateFor(
  services: Services,
  routeClass: RouteClass,
  token: string | undefined,
  requiresValidToken = false,
): Promise<AuthState | undefined> {
  if (routeClass !== "pub") return authenticate(services, token);
  if (!token) return undefined;
  if (requiresValidToken) return authenticate(services, token);
  return authenticate(services, token).catch((error: unknown) => {
    if (error instanceof RosterError) return undefined;
    throw error;
  });
}

/** sys routes: admin passes; `admin/` paths need back-office access; others need a matching permission. */
function authorize(path: string, auth: AuthState): void {
  if (auth.access.isAdmin) return;
  if (path.startsWith("admin/") && auth.user.allow_login_background !== 1)
    throw new RosterError("backOfficeDenied");
  if (!mayCall(auth.access, path)) throw new RosterError("permissionDenied");
}

/** Turns any failure into the envelope, in one place. Unexpected errors are logged, never sent. */
function errorResponse(
  services: Services,
  request: RouterRequest,
  path: string | undefined,
  error: unknown,
  uid: string | undefined,
): RouterResponse {
  const locale = request.client.locale;
  const requestId = request.requestId;
  if (error instanceof RosterError) {
    return {
      status: TRANSPORT_STATUS[error.errorName] ?? 200,
      code: error.code,
      uid,
      body: { ...error.extra, code: error.code, msg: error.localized(locale), requestId },
    };
  }
  const transient = isTransientDatabaseError(error);
  services.logger.error(
    { reqId: requestId, path, err: error },
    transient ? "database unavailable" : "unexpected error",
  );
  const failure = new RosterError(transient ? "databaseError" : "internal");
  return {
    status: transient ? 200 : 500,
    code: failure.code,
    uid,
    body: { code: failure.code, msg: failure.localized(locale), requestId },
  };
}
