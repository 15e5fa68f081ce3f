import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { GatewayActionContract } from "@roster/contract/gateways";
import type { FastifyInstance } from "fastify";
import { buildOpenApi } from "../openapi/document.js";
import type { Router } from "../router/dispatch.js";
import type { BudgetSettings } from "../settings/budgets.js";

const PAGE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "docs-page");
const SERVER_PACKAGE = path.join(PAGE_DIR, "../../../package.json");

/**
 * `GET /openapi.json`, the OpenAPI 3.1 document of every route the router serves (built from the contracts
 * once, here at start-up, with the budgets' limits as configured) and of the cloud gateways' actions served
 * (`gateways`), and `GET /docs`, a page that renders it without any outside resource.
 */
export function registerDocs(
  fastify: FastifyInstance,
  router: Pick<Router, "contracts">,
  budgets: BudgetSettings,
  gateways: readonly GatewayActionContract[] = [],
): void {
  const { version } = JSON.parse(fs.readFileSync(SERVER_PACKAGE, "utf8")) as { version: string };
  const document = JSON.stringify(buildOpenApi(router.contracts, version, budgets, gateways));
  const page = fs.readFileSync(path.join(PAGE_DIR, "index.html"), "utf8");
  const script = fs.readFileSync(path.join(PAGE_DIR, "docs.js"), "utf8");
  fastify.get("/openapi.json", async (_request, reply) =>
    reply.type("application/json; charset=utf-8").header("cache-control", "no-cache").send(document),
  );
  fastify.get("/docs", async (_request, reply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(page),
  );
  fastify.get("/docs/docs.js", async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(script),
  );
}
