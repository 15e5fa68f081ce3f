import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CONTRACTS } from "@roster/contract/routes";
import { describe, expect, it } from "vitest";
import { ROUTES } from "./index.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const contractsRoot = path.resolve(here, "../../../../packages/contract/src/routes");

/** Route paths of the `.ts` files under `root` (tests and the registry's own modules left out). */
function routeFiles(root: string, skip: readonly string[]): string[] {
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !skip.includes(file))
    .map((file) => file.slice(0, -".ts".length))
    .sort();
}

describe("route registry", () => {
  it("registry, handler files, contract files and CONTRACTS name the same routes", () => {
    const registry = Object.keys(ROUTES).sort();
    expect(Object.keys(CONTRACTS).sort()).toEqual(registry);
    expect(
      routeFiles(here, [
        "index.ts",
        "handlers.ts",
        "social-handlers.ts",
        "openapi-handlers.ts",
        "db-api-handlers.ts",
      ]),
    ).toEqual(registry);
    expect(
      routeFiles(contractsRoot, [
        "define.ts",
        "index.ts",
        "social.ts",
        "social-routes.ts",
        "openapi.ts",
        "db-api.ts",
      ]),
    ).toEqual(registry);
  });

  it.each(Object.keys(ROUTES))("%s: is served with its own contract and has a test", (routePath) => {
    const handler = ROUTES[routePath]!;
    expect(handler.contract).toBe(CONTRACTS[routePath as keyof typeof CONTRACTS]);
    expect(handler.contract.path).toBe(routePath);
    expect(fs.existsSync(path.join(here, `${routePath}.test.ts`))).toBe(true);
  });
});
