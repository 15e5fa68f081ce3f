import { LIMITS } from "@roster/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../app.js";
import { clientInfoFromHeaders } from "../router/context.js";

/** Marks a body that arrived encrypted in the HTTP form (header `vk-encrypt: true`, body = cipher). */
export const ENCRYPTED_BODY = Symbol("encrypted body");
interface EncryptedBody {
  [ENCRYPTED_BODY]: string;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isEncryptedBody = (v: unknown): v is EncryptedBody => isObject(v) && ENCRYPTED_BODY in v;

/** A client error with its catalogue name, for the HTTP error handler. */
export class HttpFault extends Error {
  constructor(
    readonly errorName: "badJson" | "badBody",
    readonly statusCode = 400,
  ) {
    super(errorName);
  }
}

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

function headerToken(request: FastifyRequest): string | undefined {
  const value = request.headers["uni-id-token"];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= 4096 ? token : undefined;
}

const tokenField = (data: unknown): string | undefined =>
  isObject(data) && typeof data.uni_id_token === "string" && data.uni_id_token.length <= 4096
    ? data.uni_id_token
    : undefined;

/**
 * `POST /router/<path>` (body = data, or cipher text with `vk-encrypt: true`) and
 * `POST /router` with `{$url, data, encrypt?}` (data = cipher text when `encrypt: true`).
 */
export function registerRouterEndpoint(fastify: FastifyInstance, app: App): void {
  registerBodyParser(fastify);

  const handle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: unknown,
    data: unknown,
    encrypted: boolean,
  ) => {
    const client = clientInfoFromHeaders(request.headers, {
      ip: request.ip,
      userAgent: String(request.headers["user-agent"] ?? ""),
    });
    const result = await app.router.dispatch({
      path,
      data,
      encrypted,
      token: headerToken(request) ?? (encrypted ? undefined : tokenField(data)),
      client,
      requestId: request.id,
    });
    return reply.code(result.status).send(result.body);
  };

  fastify.post<{ Params: { "*": string } }>("/router/*", async (request, reply) => {
    const body = request.body;
    if (isEncryptedBody(body)) return handle(request, reply, request.params["*"], body[ENCRYPTED_BODY], true);
    if (body !== undefined && !isObject(body)) throw new HttpFault("badBody");
    return handle(request, reply, request.params["*"], body ?? {}, false);
  });

  fastify.post("/router", async (request, reply) => {
    const body = request.body;
    if (!isObject(body) || isEncryptedBody(body)) throw new HttpFault("badBody");
    return handle(request, reply, body.$url, body.data, body.encrypt === true);
  });
}
