import websocket from "@fastify/websocket";
import { ERRORS, type ErrorName, errorMessage, requestLocale, SOCKET_PATH } from "@roster/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../app.js";
import { normalizePath } from "../router/classify.js";
import { checkSocketSessions } from "../services/push/session-check.js";
import type { CallLimiter } from "./rate-limit.js";
import { SocketConnection } from "./socket-connection.js";

/**
 * Whether a browser may open a socket from `origin`: this site (the origin's host is the request's
 * host), or one of CORS_ORIGINS. Native clients send no Origin and are let through.
 */
export function originAllowed(
  origin: string | undefined,
  host: string,
  allowed: ReadonlySet<string>,
): boolean {
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Refuses an upgrade with an HTTP error and a `{code, msg, requestId}` body. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, name: ErrorName, limit = 0) {
  const locale = requestLocale(
    String(request.headers["vk-locale"] ?? ""),
    String(request.headers["accept-language"] ?? ""),
  );
  const msg = errorMessage(name, locale, { limit });
  return reply.code(status).send({ code: ERRORS[name].code, msg, requestId: request.id });
}

/**
 * `GET /ws/function/router?url=<socket route>` upgraded to a WebSocket (client-push reference §1): the
 * upstream frames, answered by the router's socket events. Before the upgrade: the Origin must be allowed
 * (403) and the client address under its socket cap (429). Then each socket is a {@link SocketConnection};
 * one timer pings them all, closes the silent ones, and checks the sessions of the connected ones.
 */
export async function registerSocketEndpoint(
  fastify: FastifyInstance,
  app: App,
  limiter: CallLimiter | undefined,
): Promise<void> {
  // In a scope of its own: the websocket plugin adds an onRequest and an onResponse hook, which then run
  // for this route only instead of on every call of the router.
  await fastify.register(async (scope) => registerInScope(scope, app, limiter));
}

async function registerInScope(
  fastify: FastifyInstance,
  app: App,
  limiter: CallLimiter | undefined,
): Promise<void> {
  const { config, logger } = app.services;
  const settings = config.socket;
  const allowedOrigins = new Set(config.http.corsOrigins);
  const connections = new Set<SocketConnection>();
  const perIp = new Map<string, number>();

  await fastify.register(websocket, {
    options: { maxPayload: settings.maxFrameBytes, perMessageDeflate: false },
    // Protocol errors (a frame over the limit, a broken frame) close the socket; ws says why (1009, 1002).
    errorHandler: (error, socket) => {
      logger.debug({ err: error.message }, "socket protocol error");
      socket.terminate();
    },
    preClose(done) {
      // Stopping: every socket is told (1001) and cut shortly after if its peer does not answer.
      for (const connection of connections) connection.close(1001, "server stopping");
      setTimeout(() => {
        for (const client of fastify.websocketServer.clients) client.terminate();
      }, 1000).unref();
      done();
    },
  });

  const admitUpgrade = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!originAllowed(origin, request.host, allowedOrigins)) {
      logger.info({ ip: request.ip, origin: String(origin).slice(0, 200) }, "socket refused: origin");
      return refuse(request, reply, 403, "socketOriginRefused");
    }
    if ((perIp.get(request.ip) ?? 0) >= settings.maxPerIp) {
      logger.info({ ip: request.ip }, "socket refused: too many from this address");
      return refuse(request, reply, 429, "socketLimitReached", settings.maxPerIp);
    }
  };

  fastify.get<{ Querystring: { url?: unknown } }>(
    SOCKET_PATH,
    { websocket: true, onRequest: admitUpgrade },
    (socket, request) => {
      const ip = request.ip;
      const count = (perIp.get(ip) ?? 0) + 1;
      perIp.set(ip, count);
      // The route path as the router knows it (slashes trimmed), so that hub and pushes agree on it.
      const raw = typeof request.query.url === "string" ? request.query.url.slice(0, 300) : "";
      const url = normalizePath(raw) ?? raw;
      const connection = new SocketConnection(socket, {
        app,
        config: settings,
        limiter,
        url,
        ip,
        userAgent: String(request.headers["user-agent"] ?? "").slice(0, 500),
        onClosed: (closed) => {
          connections.delete(closed);
          const left = (perIp.get(ip) ?? 1) - 1;
          if (left > 0) perIp.set(ip, left);
          else perIp.delete(ip);
        },
      });
      connections.add(connection);
      // Upgrades that raced past the check above.
      if (count > settings.maxPerIp) connection.close(1008, "too many sockets from this address");
    },
  );

  const tickMs = Math.max(
    20,
    Math.min(1000, Math.floor(Math.min(settings.heartbeatMs, settings.connectTimeoutMs) / 4)),
  );
  const ticker = setInterval(() => {
    const now = Date.now();
    for (const connection of connections) connection.tick(now);
  }, tickMs);
  ticker.unref();
  // Sessions that ended while their end went unheard (another process, Redis down) are found here.
  let checking = false;
  const sessionCheck = setInterval(() => {
    if (checking) return;
    checking = true;
    checkSocketSessions(app.services)
      .catch((error: unknown) => logger.warn({ err: error }, "socket session check failed"))
      .finally(() => {
        checking = false;
      });
  }, settings.heartbeatMs);
  sessionCheck.unref();
  fastify.addHook("onClose", async () => {
    clearInterval(ticker);
    clearInterval(sessionCheck);
  });
}
