import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fillServiceWorker, PRECACHE_MARKER, precacheList } from "./sw-precache";

const SOURCE = fs.readFileSync(path.join(import.meta.dirname, "../public/sw.js"), "utf8");

describe("the service worker's precache list", () => {
  const manifest = {
    "index.html": { file: "assets/index-a1.js", css: ["assets/index-b2.css"] },
    "src/pages/profile/index.tsx": { file: "assets/index-c3.js", css: ["assets/index-b2.css"] },
    "_app-d4.js": { file: "assets/app-d4.js", assets: ["assets/font-e5.woff2"] },
  };

  it("names every chunk, stylesheet and asset of the manifest once, under the base", () => {
    expect(precacheList(manifest, "/")).toEqual([
      "/assets/app-d4.js",
      "/assets/font-e5.woff2",
      "/assets/index-a1.js",
      "/assets/index-b2.css",
      "/assets/index-c3.js",
    ]);
  });

  it("fills public/sw.js's marker line with the files and a version that follows them", () => {
    expect(SOURCE).toContain(PRECACHE_MARKER);
    const files = precacheList(manifest);
    const filled = fillServiceWorker(SOURCE, files);
    const line = filled.split("\n").find((l) => l.startsWith("const BUILD = "));
    const build = JSON.parse(line?.replace(/^const BUILD = /, "").replace(/;$/, "") ?? "null");
    expect(build.files).toEqual(files);
    expect(build.version).toMatch(/^[0-9a-f]{12}$/);
    expect(fillServiceWorker(SOURCE, [...files, "/assets/new-f6.js"])).not.toContain(build.version);
  });

  it("refuses a worker without the marker rather than shipping one that precaches nothing", () => {
    expect(() => fillServiceWorker("self.addEventListener('fetch', () => {});", [])).toThrow(
      /marker|no line/,
    );
  });
});
