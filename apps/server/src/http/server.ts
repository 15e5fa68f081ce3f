import { randomUUID } from "node:crypto";
import cors from "@fastify/cors";
import { LIMITS } from "@roster/contract";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import type { App } from "../app.js";
import { fastifyTrustProxy } from "../lib/trust-proxy.js";
import type { HttpConfig } from "../settings/config.js";
import { registerDocs } from "./docs.js";
import { registerErrorHandlers } from "./errors.js";
import { registerFileDownloads } from "./file-download.js";
import { registerFileUpload } from "./file-upload.js";
import { registerClientGateway } from "./gateway/client-endpoint.js";
import { corsDelegator } from "./gateway/cors.js";
import { registerTcbGateway } from "./gateway/tcb.js";
import { registerHealth } from "./health.js";
import { createCallLimiter } from "./rate-limit.js";
import { registerRouterEndpoint } from "./router-endpoint.js";
import { registerSecurityHeaders } from "./security-headers.js";
import { registerSocketEndpoint } from "./socket-endpoint.js";
import { inlineScriptHashes, registerWebApp } from "./web-app.js";
import { registerWellKnown } from "./well-known.js";

/**
 * How often Node looks for requests past their header or request timeout: often enough that a slow
 * client is cut within a quarter of its timeout, never more than once every 100 ms.
 */
const checkingInterval = (http: HttpConfig) =>
  Math.max(100, Math.min(30_000, Math.floor(http.headersTimeoutMs / 4)));

/** Builds the Fastify transport around the router: endpoint, health, web app, headers and limits. */
export async function buildHttpServer(app: App): Promise<FastifyInstance> {
  const { config, logger } = app.services;
  const fastify = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // The router logs one line per call itself (router/dispatch.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request: every line about a request names its reqId itself, and building a
    // child (bindings, serializers, redaction) on each request cost more than most calls' own work.
    childLoggerFactory: (logger) => logger,
    bodyLimit: LIMITS.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.http.trustProxy),
    // A connection that sends nothing, or headers or a body too slowly, is answered 408 and closed.
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: checkingInterval(config.http),
    },
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    routerOptions: { maxParamLength: 300 },
  });
  // Connections beyond the cap are closed as they arrive.
  fastify.server.maxConnections = config.http.maxConnections;
  fastify.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  registerSecurityHeaders(fastify, {
    storageOrigins: app.services.storage.browserOrigins(),
    scriptHashes: inlineScriptHashes(config.webDist),
  });
  if (config.http.corsOrigins.length > 0) {
    // Listed origins get CORS answers (preflight included); any other origin gets no CORS header at all.
    await fastify.register(cors, { delegator: corsDelegator(config.http.corsOrigins) });
  }
  registerErrorHandlers(fastify);
  const limiter = createCallLimiter(config.rateLimitPerMinute, app.services.redis);
  registerRouterEndpoint(fastify, app, limiter);
  const clientActions = await registerClientGateway(fastify, app, limiter);
  await registerSocketEndpoint(fastify, app, limiter);
  await registerFileUpload(fastify, app);
  const gatewayActions = [...clientActions, ...(await registerTcbGateway(fastify, app, limiter))];
  registerFileDownloads(fastify, app);
  registerHealth(fastify, app);
  registerDocs(fastify, app.router, app.services.config.budgets, gatewayActions);
  registerWellKnown(fastify, config.mobile);
  await registerWebApp(fastify, config.webDist);
  return fastify;
}
