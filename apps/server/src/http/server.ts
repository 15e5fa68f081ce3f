import { randomUUID } from "node:crypto";
import { LIMITS } from "@roster/contract";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import type { App } from "../app.js";
import { registerErrorHandlers } from "./errors.js";
import { registerHealth } from "./health.js";
import { registerRateLimit } from "./rate-limit.js";
import { registerRouterEndpoint } from "./router-endpoint.js";
import { registerSecurityHeaders } from "./security-headers.js";
import { registerWebApp } from "./web-app.js";

/** Builds the Fastify transport around the router: endpoint, health, web app, headers and limits. */
export async function buildHttpServer(app: App): Promise<FastifyInstance> {
  const { config, logger } = app.services;
  const fastify = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // The router logs one line per call itself (router/dispatch.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: LIMITS.bodyLimitBytes,
    trustProxy: config.http.trustProxy,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    routerOptions: { maxParamLength: 300 },
  });
  fastify.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  registerSecurityHeaders(fastify);
  await registerRateLimit(fastify, config.rateLimitPerMinute, config.redisUrl);
  registerErrorHandlers(fastify);
  registerRouterEndpoint(fastify, app);
  registerHealth(fastify, app);
  await registerWebApp(fastify, config.webDist);
  return fastify;
}
