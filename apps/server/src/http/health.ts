import type { FastifyInstance } from "fastify";
import type { App } from "../app.js";

/**
 * `GET /healthz` for load balancers: 200 when the database answers, 503 otherwise. With `REDIS_URL` set
 * it also says whether Redis answers (`redis: "up"` or `"down"`); Redis being down does not make the
 * process unhealthy, since rate limits and the replay cache then work from this process's memory.
 */
export function registerHealth(fastify: FastifyInstance, app: App): void {
  fastify.get("/healthz", async (request, reply) => {
    const redis = app.services.redis ? { redis: app.services.redis.isUp ? "up" : "down" } : {};
    reply.header("cache-control", "no-store");
    try {
      await app.database.ping();
      return reply.send({ status: "ok", ...redis });
    } catch (error) {
      request.log.warn({ err: error }, "health check failed");
      return reply.code(503).send({ status: "unavailable", ...redis });
    }
  });
}
