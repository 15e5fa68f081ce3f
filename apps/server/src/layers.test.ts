import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The direction of imports in the server (README, "Repository layout"), top to bottom:
//   entry (main, app, shutdown) -> http (and openapi) -> routes -> router -> services -> providers
//   -> settings -> db -> lib (and logger)
// A module imports only its own layer or layers below it. Route handlers use the router's `handle`;
// services never see a handler context; providers know nothing of services; settings and the database
// read nothing above them; lib (clock, ids, client info, file protocol, key readers, Redis link) reads
// nothing of the server. Tests and their helpers (src/test) may import anything.
const src = path.dirname(fileURLToPath(import.meta.url));

const LAYERS: readonly (readonly string[])[] = [
  ["main.ts", "app.ts", "shutdown.ts"],
  ["http", "openapi"],
  ["routes"],
  ["router"],
  ["services"],
  ["providers"],
  ["settings"],
  ["db"],
  ["lib", "logger.ts"],
];

// The service folders, bottom to top (README, "Repository layout"). A folder imports only folders of lower
// rows; the folders of one row know nothing of each other. `services.ts`, the Services container, is a row
// of its own: above the folders whose parts it holds (password hashing and lockout, sessions' tokens and
// cache, the push service, call budgets), below every folder that takes it. A new folder gets a row here.
const SERVICE_TIERS: readonly (readonly string[])[] = [
  ["core", "users", "passwords"],
  ["access"],
  ["sessions"],
  ["push"],
  ["services.ts"],
  ["files", "codes", "identity-documents", "app-versions", "client-db", "db-test", "lucky-draw"],
  ["invites", "devices", "factors"],
  ["accounts"],
  ["social"],
  ["sign-up", "identities", "openapi"],
  ["erasure"],
  ["admin"],
  ["tcb", "gateway", "ocr"],
];

/** The folder (or file) directly under services/ of a path relative to src; undefined outside services. */
function serviceUnitOf(file: string): string | undefined {
  const [top, unit, ...rest] = file.split("/");
  if (top !== "services" || unit === undefined) return undefined;
  return rest.length > 0 ? unit : unit.replace(/\.js$/, ".ts");
}

/** The row of SERVICE_TIERS holding a service folder, -1 when none does. */
const serviceTierOf = (unit: string) => SERVICE_TIERS.findIndex((tier) => tier.includes(unit));

/** The layer of a path relative to src (`services/files/x.ts` -> 4), undefined outside the layers. */
function layerOf(file: string): number | undefined {
  const top = file.split("/")[0] ?? "";
  const index = LAYERS.findIndex((layer) => layer.includes(top));
  return index < 0 ? undefined : index;
}

/** Every relative import of `file` (relative to src) as a path relative to src. */
function importsOf(file: string, source: string): string[] {
  const dir = path.posix.dirname(file);
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.flatMap(({ fileName }) =>
      fileName.startsWith(".") ? [path.posix.normalize(path.posix.join(dir, fileName))] : [],
    );
}

/** The folder of the test helpers, which may import anything. */
const TEST_HELPERS = "test/";

/** The server's modules, tests and test helpers left out. */
function modules(): string[] {
  return (fs.readdirSync(src, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith(TEST_HELPERS));
}

describe("the layers of the server", () => {
  it("place each folder and resolve imports against src", () => {
    expect(layerOf("routes/user/kh/updatePwd.ts")).toBeLessThan(layerOf("router/dispatch.ts")!);
    expect(layerOf("settings/social.ts")).toBeGreaterThan(layerOf("providers/social/registry.ts")!);
    expect(layerOf("lib/clock.ts")).toBe(LAYERS.length - 1);
    expect(
      importsOf("services/files/x.ts", 'import a from "../../lib/clock.js";\nimport("./y.js");'),
    ).toEqual(["lib/clock.js", "services/files/y.js"]);
  });

  it("import only their own layer or those below it", () => {
    const files = modules();
    expect(files).toContain("services/sessions/sessions.ts");
    const upward = files.flatMap((file) => {
      const from = layerOf(file);
      if (from === undefined) return [];
      return importsOf(file, fs.readFileSync(path.join(src, file), "utf8"))
        .filter((target) => {
          const to = layerOf(target);
          return to !== undefined && to < from;
        })
        .map((target) => `${file} -> ${target}`);
    });
    expect(upward).toEqual([]);
  });
});

describe("the service folders", () => {
  it("each have a row, and every row names folders that exist", () => {
    const units = (fs.readdirSync(path.join(src, "services"), { withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isDirectory() || !entry.name.endsWith(".test.ts"))
      .map((entry) => entry.name);
    expect(units).toContain("services.ts");
    expect(units.filter((unit) => serviceTierOf(unit) < 0)).toEqual([]);
    expect(SERVICE_TIERS.flat().filter((unit) => !units.includes(unit))).toEqual([]);
  });

  it("place each file by its folder", () => {
    expect(serviceUnitOf("services/accounts/accounts.ts")).toBe("accounts");
    expect(serviceUnitOf("services/services.js")).toBe("services.ts");
    expect(serviceUnitOf("router/dispatch.ts")).toBeUndefined();
    expect(serviceTierOf("users")).toBeLessThan(serviceTierOf("services.ts"));
    expect(serviceTierOf("services.ts")).toBeLessThan(serviceTierOf("accounts"));
    expect(serviceTierOf("nowhere")).toBe(-1);
  });

  it("import only folders of lower rows", () => {
    const against = modules().flatMap((file) => {
      const from = serviceUnitOf(file);
      if (from === undefined) return [];
      return importsOf(file, fs.readFileSync(path.join(src, file), "utf8")).flatMap((target) => {
        const to = serviceUnitOf(target);
        if (to === undefined || to === from || serviceTierOf(to) < serviceTierOf(from)) return [];
        return [
          `${file} -> ${target} (${from} is in row ${serviceTierOf(from)}, ${to} in row ${serviceTierOf(to)})`,
        ];
      });
    });
    expect(against, "a service folder imports only folders of lower rows of SERVICE_TIERS").toEqual([]);
  });
});
