import type { FastifyInstance } from "fastify";
import type { App } from "../app.js";

/** `GET /healthz`: 200 when the database answers, 503 otherwise (for load balancers). */
export function registerHealth(fastify: FastifyInstance, app: App): void {
  fastify.get("/healthz", async (request, reply) => {
    try {
      await app.database.ping();
      return reply.header("cache-control", "no-store").send({ status: "ok" });
    } catch (error) {
      request.log.warn({ err: error }, "health check failed");
      return reply.code(503).header("cache-control", "no-store").send({ status: "unavailable" });
    }
  });
}
