import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CONTRACTS } from "@roster/contract/routes";
import { describe, expect, it } from "vitest";
import { classify } from "../router/classify.js";
import { ROUTES } from "./index.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const contractsRoot = path.resolve(here, "../../../../packages/contract/src/routes");

describe("route registry", () => {
  it("has a handler for every contract and a contract for every handler", () => {
    expect(Object.keys(ROUTES).sort()).toEqual(Object.keys(CONTRACTS).sort());
  });

  it.each(Object.keys(ROUTES))(
    "%s: handler and contract live at the route's path, with a test",
    (routePath) => {
      expect(ROUTES[routePath]!.contract.path).toBe(routePath);
      expect(fs.existsSync(path.join(here, `${routePath}.ts`))).toBe(true);
      expect(fs.existsSync(path.join(here, `${routePath}.test.ts`))).toBe(true);
      expect(fs.existsSync(path.join(contractsRoot, `${routePath}.ts`))).toBe(true);
      expect(classify(routePath)).toBeDefined();
    },
  );
});
