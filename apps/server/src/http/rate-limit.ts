import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { classify, normalizePath } from "../router/classify.js";

/** The route path of a router call, from the URL or the function-call body. */
function callPath(request: FastifyRequest): string | undefined {
  const wildcard = (request.params as { "*"?: string } | undefined)?.["*"];
  if (wildcard !== undefined) return normalizePath(wildcard);
  const body = request.body as { $url?: unknown } | undefined;
  return normalizePath(body?.$url);
}

/**
 * Per-IP limits on public routes (DESIGN §5): `perMinute` calls a minute, in memory, or shared through
 * Redis when a URL is given. Signed-in calls are not limited here; 0 turns the limit off.
 */
export async function registerRateLimit(
  fastify: FastifyInstance,
  perMinute: number,
  redisUrl?: string,
): Promise<void> {
  if (perMinute === 0) return;
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) fastify.addHook("onClose", async () => void (await redis.quit()));
  fastify.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/router")) return;
    route.config = {
      ...(route.config as object),
      rateLimit: {
        max: perMinute,
        timeWindow: 60_000,
        hook: "preHandler",
        keyGenerator: (request: FastifyRequest) => request.ip,
        allowList: (request: FastifyRequest) => {
          const path = callPath(request);
          return path !== undefined && classify(path) !== "pub";
        },
      },
    } as typeof route.config;
  });
  // After the hook above: the plugin reads each route's config in its own onRoute hook.
  await fastify.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "roster-rl:" } : {}),
    skipOnError: true,
  });
}
