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
