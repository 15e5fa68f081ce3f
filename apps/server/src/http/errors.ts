import { ERRORS, type ErrorName, errorMessage, LIMITS, requestLocale } from "@roster/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { TRANSPORT_STATUS } from "../router/status.js";

/** A client error with its catalogue name, for the HTTP error handler. */
export class HttpFault extends Error {
  constructor(
    readonly errorName: "badJson" | "badBody" | "jsonTooDeep",
    readonly statusCode = 400,
  ) {
    super(errorName);
  }
}

/** Maps Fastify's own error codes to catalogue entries. */
const FASTIFY_ERRORS: Record<string, ErrorName> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "bodyTooLarge",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupportedMediaType",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "badJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "badJson",
};

/** The catalogue name of a transport fault (unreadable, oversize or too deep body, rate limit); else `internal`. */
export function transportErrorName(error: { code?: unknown; statusCode?: unknown }): ErrorName {
  if (error instanceof HttpFault) return error.errorName;
  if (typeof error.code === "string" && FASTIFY_ERRORS[error.code]) return FASTIFY_ERRORS[error.code]!;
  if (error.statusCode === 429) return "rateLimited";
  return "internal";
}

/** The client closed its connection before its request was complete (the body stream was aborted). */
function clientHungUp(error: { code?: unknown }, request: FastifyRequest): boolean {
  return error.code === "ECONNRESET" || (request.raw.destroyed && request.raw.socket?.destroyed === true);
}

/** What a transport fault's message names: the limit it passed, the URL it asked for. */
export function transportFaultParams(request: FastifyRequest, name: ErrorName) {
  return {
    limit: name === "jsonTooDeep" ? LIMITS.inputMaxDepth : `${LIMITS.bodyLimitBytes / 1024 / 1024} MiB`,
    url: request.url.slice(0, 200),
  };
}

/** The transport's failure body: `{code, msg, requestId}` in the caller's language, never a stack. */
export function faultBody(request: FastifyRequest, name: ErrorName) {
  const locale = requestLocale(
    String(request.headers["vk-locale"] ?? ""),
    String(request.headers["accept-language"] ?? ""),
  );
  const msg = errorMessage(name, locale, transportFaultParams(request, name));
  return { code: ERRORS[name].code, msg, requestId: request.id };
}

/** Transport faults (bad JSON, oversize, media type, rate limit, crashes) and unknown URLs as envelopes. */
export function registerErrorHandlers(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: Error & { code?: unknown; statusCode?: unknown }, request, reply) => {
    if (clientHungUp(error, request)) {
      // Nobody is left to answer: one line, no stack (it is the client's doing, not ours).
      request.log.info(
        { reqId: request.id, ip: request.ip, url: request.url.slice(0, 200) },
        "client hung up mid-request",
      );
      reply.code(400).send(faultBody(request, "badBody"));
      return;
    }
    const name = transportErrorName(error);
    if (name === "internal")
      request.log.error({ err: error, reqId: request.id }, "unhandled transport error");
    reply.code(TRANSPORT_STATUS[name] ?? 500).send(faultBody(request, name));
  });
  fastify.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/router") && request.method !== "POST") {
      reply.code(405).header("allow", "POST").send(faultBody(request, "methodNotAllowed"));
      return;
    }
    reply.code(404).send(faultBody(request, "notFound"));
  });
}
