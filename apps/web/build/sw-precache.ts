import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The line of public/sw.js that this plugin fills in; in development it stays as it is (nothing precached). */
export const PRECACHE_MARKER = 'const BUILD = { version: "dev", files: [] };';

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
}

/**
 * What the service worker precaches: every file the build manifest names (the entry, each lazily loaded
 * route's chunk, the shared chunks, their CSS and assets), as absolute paths under `base`. Sorted, so
 * that the same build gives the same list.
 */
export function precacheList(manifest: Record<string, ManifestChunk>, base = "/"): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])])
      files.add(`${base}${file}`);
  }
  return [...files].sort();
}

/** The marker line replaced by the build's list and a version (a hash of the list: a new build, a new cache). */
export function fillServiceWorker(source: string, files: string[]): string {
  if (!source.includes(PRECACHE_MARKER)) throw new Error(`sw.js has no line \`${PRECACHE_MARKER}\``);
  const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
  return source.replace(PRECACHE_MARKER, `const BUILD = ${JSON.stringify({ version, files })};`);
}

/**
 * Writes the build's precache list into the built service worker (dist/sw.js, copied from public/), from
 * Vite's manifest, so that every page opens offline once the worker is installed. The page's own JS is
 * untouched: the worker is a separate file, loaded after the page. Runs before the precompression of the
 * build (`sequential`), so that sw.js.br and sw.js.gz hold the filled-in worker.
 */
export function swPrecache(): Plugin {
  let outDir = "dist";
  let base = "/";
  return {
    name: "roster-sw-precache",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const manifest = JSON.parse(await fs.readFile(path.join(outDir, ".vite/manifest.json"), "utf8"));
        const worker = path.join(outDir, "sw.js");
        const filled = fillServiceWorker(await fs.readFile(worker, "utf8"), precacheList(manifest, base));
        await fs.writeFile(worker, filled);
      },
    },
  };
}
