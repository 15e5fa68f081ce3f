import path from "node:path";
import type { Plugin } from "vite";

/**
 * The first page's code, fetched beside the app's. Left alone, the browser learns which page's code to
 * fetch only once the start-up chunk has arrived and run (the router then imports the page): on a slow
 * phone connection that is a round trip and the start-up's evaluation after the app's code, before the
 * page's first byte. index.html now carries a small script that reads the address's route (hash routing:
 * the server cannot tell the page) and adds `<link rel="modulepreload">` for the page's chunks and
 * `<link rel="preload" as="style">` for its styles, so they download while the app's code does.
 *
 * The server allows that inline script by its hash in the content security policy
 * (apps/server/src/http/web-app.ts reads it from the built index.html).
 */

/** A page people may land on: its route (the path after `#`) and its module, relative to apps/web. */
export type LandingPage = { route: string; module: string };

/** What the page's script needs: the files to preload, and for each route the indexes of its files. */
export type PreloadPlan = { files: string[]; routes: Record<string, number[]> };

/** An output chunk of the bundle, as far as this plugin reads it. */
type BundleChunk = {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
};

type BundleFile = BundleChunk | { type: "asset"; fileName: string };

/** A chunk's file and, transitively, the chunks it imports statically, with their styles. */
function closure(bundle: Readonly<Record<string, BundleFile>>, start: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== "chunk") return;
    files.push(fileName);
    for (const imported of chunk.imports) visit(imported);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.push(css);
  };
  visit(start);
  return files;
}

/**
 * For each landing page, the files its `import()` loads (its chunk, the chunks those import, their
 * styles) less those index.html loads already (the entry's). Fails the build when a page has no chunk of
 * its own: a renamed page must not silently lose its preload.
 */
export function preloadPlan(
  bundle: Readonly<Record<string, BundleFile>>,
  entryFile: string,
  pages: readonly LandingPage[],
  root: string,
): PreloadPlan {
  const loaded = new Set(closure(bundle, entryFile));
  const files: string[] = [];
  const routes: Record<string, number[]> = {};
  for (const page of pages) {
    const id = path.resolve(root, page.module);
    const chunk = Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId === id);
    if (!chunk) throw new Error(`first-page preload: no chunk is the entry of ${page.module}`);
    routes[page.route] = closure(bundle, chunk.fileName)
      .filter((file) => !loaded.has(file))
      .map((file) => {
        const known = files.indexOf(file);
        return known >= 0 ? known : files.push(file) - 1;
      });
  }
  return { files, routes };
}

/**
 * Runs in index.html, before the app's code: adds the preload links of the page at the address. Written
 * in plain JavaScript that every browser of the build's target runs as it is (it is copied, not bundled).
 */
export function preloadFirstPage(files: string[], routes: Record<string, number[]>, base: string): void {
  const route = location.hash.slice(1).split("?")[0] || "/";
  if (!Object.hasOwn(routes, route)) return;
  for (const index of routes[route] ?? []) {
    const file = files[index];
    if (file === undefined) continue;
    const link = document.createElement("link");
    if (file.endsWith(".css")) {
      link.rel = "preload";
      link.as = "style";
    } else {
      link.rel = "modulepreload";
    }
    // As the app's own links and Vite's loader ask for them (CORS mode), so that the fetch is reused.
    link.crossOrigin = "";
    // Vite's loader then finds the file linked (it compares full addresses) and does not link it again.
    link.href = base + file;
    document.head.appendChild(link);
  }
}

/**
 * The inline script: the function above, called with the build's plan. The files' common folder
 * (`assets/`) is written once, in the base.
 */
export function preloadScriptSource(plan: PreloadPlan, base: string): string {
  const folder = plan.files.every((file) => file.startsWith("assets/")) ? "assets/" : "";
  const files = plan.files.map((file) => file.slice(folder.length));
  const args = [files, plan.routes, base + folder].map((value) => JSON.stringify(value)).join(",");
  return `(${preloadFirstPage.toString()})(${args});`;
}

/**
 * Writes the landing pages' preload script into the built index.html: after the app's own script and
 * preload links, whose files are the largest and come first, and before its stylesheets. An inline script
 * after a stylesheet runs only once that stylesheet has loaded.
 */
export function firstPagePreload(pages: readonly LandingPage[]): Plugin {
  let root = process.cwd();
  let base = "/";
  return {
    name: "roster-first-page-preload",
    apply: "build",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        if (!context.bundle || !context.chunk) return html;
        const plan = preloadPlan(
          context.bundle as unknown as Record<string, BundleFile>,
          context.chunk.fileName,
          pages,
          root,
        );
        const script = `<script>${preloadScriptSource(plan, base)}</script>\n    `;
        const at = html.search(/<link rel="stylesheet"|<\/head>/);
        return at < 0 ? html : html.slice(0, at) + script + html.slice(at);
      },
    },
  };
}
