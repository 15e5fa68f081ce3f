import { LIMITS, RATE_BUCKETS } from "@roster/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../app.js";
import { clientInfoFromHeaders } from "../lib/client-info.js";
import { sentToken } from "../lib/sent-token.js";
import { faultBody, HttpFault } from "./errors.js";
import { jsonNestingExceeds } from "./json-depth.js";
import type { Admission, CallLimiter } from "./rate-limit.js";
import { API_ROUTE } from "./security-headers.js";

/** Marks a body that arrived encrypted in the HTTP form (header `vk-encrypt: true`, body = cipher). */
export const ENCRYPTED_BODY = Symbol("encrypted body");
interface EncryptedBody {
  [ENCRYPTED_BODY]: string;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isEncryptedBody = (v: unknown): v is EncryptedBody => isObject(v) && ENCRYPTED_BODY in v;

/**
 * Parses JSON (and text) bodies ourselves: with Fastify's safe parser (no `__proto__` smuggling) for plain
 * calls, and as raw cipher text when the request says `vk-encrypt: true`.
 */
function registerBodyParser(fastify: FastifyInstance): void {
  const safeJson = fastify.getDefaultJsonParser("error", "error");
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    ["application/json", "text/plain"],
    { parseAs: "string", bodyLimit: LIMITS.bodyLimitBytes },
    (request, body, done) => {
      const text = String(body);
      if (request.headers["vk-encrypt"] === "true") {
        // The cipher may come bare or as a JSON string.
        const cipher = text.startsWith('"') ? safeParseString(text) : text.trim();
        done(null, { [ENCRYPTED_BODY]: cipher } satisfies EncryptedBody);
        return;
      }
      if (text.trim() === "") {
        done(null, undefined);
        return;
      }
      if (jsonNestingExceeds(text, LIMITS.inputMaxDepth)) {
        done(new HttpFault("jsonTooDeep"), undefined);
        return;
      }
      safeJson(request, text, (error, value) =>
        error ? done(new HttpFault("badJson"), undefined) : done(null, value),
      );
    },
  );
}

function safeParseString(text: string): string {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "string" ? value : "";
  } catch {
    return "";
  }
}

const tokenField = (data: unknown): string | undefined =>
  isObject(data) ? sentToken(data.uni_id_token) : undefined;

/** What a transport form carries: the route path, its payload, and where else a token may sit. */
interface Call {
  path: unknown;
  data: unknown;
  encrypted: boolean;
  /** `uniIdToken` beside `$url` in the function-call form (the upstream cloud-function transport). */
  bodyToken?: string | undefined;
}

/**
 * Counts a router call against its client's budget for the rate bucket its contract names (a call to no
 * route spends pub's), whichever transport it came by (`/router`, or a gateway's `router` function). Calls
 * with a token of ours skip the buckets that exempt signed-in callers (they are limited by their session).
 */
export async function admitRouterCall(
  app: App,
  limiter: CallLimiter | undefined,
  path: unknown,
  token: string | undefined,
  ip: string,
): Promise<Admission> {
  if (!limiter) return ADMITTED;
  const bucket = app.router.contractOf(path)?.rate ?? "pub";
  if (RATE_BUCKETS[bucket].exemptsSignedIn && signedIn(app, token)) return ADMITTED;
  return limiter.admit(bucket, ip);
}

const ADMITTED: Admission = { allowed: true };

function signedIn(app: App, token: string | undefined): boolean {
  if (!token) return false;
  try {
    app.services.tokens.verify(token);
    return true;
  } catch {
    return false;
  }
}

/**
 * `POST /router/<path>` (body = data, or cipher text with `vk-encrypt: true`) and
 * `POST /router` with `{$url, data, encrypt?, uniIdToken?}` (data = cipher text when `encrypt: true`).
 * The token comes from the `uni-id-token` header, else `uniIdToken`, else `data.uni_id_token`. With a
 * limiter, each call is first counted against its client's budget for the rate bucket its contract names.
 */
export function registerRouterEndpoint(fastify: FastifyInstance, app: App, limiter?: CallLimiter): void {
  registerBodyParser(fastify);

  const handle = async (request: FastifyRequest, reply: FastifyReply, call: Call) => {
    const { path, data, encrypted } = call;
    // The header wins over the body; an encrypted payload cannot carry one.
    const token =
      sentToken(request.headers["uni-id-token"]) ??
      call.bodyToken ??
      (encrypted ? undefined : tokenField(data));
    const admission = await admitRouterCall(app, limiter, path, token, request.ip);
    if (!admission.allowed) {
      request.log.info({ reqId: request.id, ip: request.ip }, "rate limited");
      return reply
        .code(429)
        .header("retry-after", String(admission.retryAfterSeconds))
        .send(faultBody(request, "rateLimited"));
    }
    const client = clientInfoFromHeaders(request.headers, {
      ip: request.ip,
      userAgent: String(request.headers["user-agent"] ?? ""),
    });
    const result = await app.router.dispatch({
      path,
      data,
      encrypted,
      token,
      client,
      requestId: request.id,
    });
    if (result.retryAfterSeconds !== undefined) reply.header("retry-after", String(result.retryAfterSeconds));
    return reply.code(result.status).send(result.body);
  };

  fastify.post<{ Params: { "*": string } }>("/router/*", API_ROUTE, async (request, reply) => {
    const body = request.body;
    const path = request.params["*"];
    if (isEncryptedBody(body))
      return handle(request, reply, { path, data: body[ENCRYPTED_BODY], encrypted: true });
    if (body !== undefined && !isObject(body)) throw new HttpFault("badBody");
    return handle(request, reply, { path, data: body ?? {}, encrypted: false });
  });

  fastify.post("/router", API_ROUTE, async (request, reply) => {
    const body = request.body;
    if (!isObject(body) || isEncryptedBody(body)) throw new HttpFault("badBody");
    return handle(request, reply, {
      path: body.$url,
      data: body.data,
      encrypted: body.encrypt === true,
      bodyToken: sentToken(body.uniIdToken),
    });
  });
}
