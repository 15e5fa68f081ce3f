import path from "node:path";
import type { Plugin } from "vite";

/**
 * Writes `.vite/module-chunks.json` beside Vite's manifest: for every source module of the app (path
 * relative to the web package), the chunk file that holds it. The manifest names a chunk by its source
 * only when the chunk is that module's own entry; a page that another module also imports statically
 * lands in a shared chunk with no `src`, and the bundle measure (scripts/measure-bundle.mjs) would not
 * find it.
 */
export function moduleChunks(): Plugin {
  let root = process.cwd();
  return {
    name: "roster-module-chunks",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const id of output.moduleIds) {
          if (id.startsWith(root) && !id.includes("/node_modules/")) {
            chunks[path.relative(root, id).replaceAll("\\", "/")] = output.fileName;
          }
        }
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/module-chunks.json",
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
  };
}
