import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** An inline `<script>` (one without `src`) and its text, exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The inline scripts of the built index.html as CSP sources (`'sha256-...'`), for the policy's
 * `script-src`: the policy allows scripts from Roster's origin only, and these by their exact text (the
 * first page's preload, apps/web/build/first-page-preload.ts). None without a build.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const file = path.join(webDist, "index.html");
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, "utf8");
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) =>
      `'sha256-${createHash("sha256")
        .update(text ?? "", "utf8")
        .digest("base64")}'`,
  );
}

/**
 * Serves the built web app at `/`: hashed assets cached for a year, everything else revalidated, text
 * files precompressed (brotli or gzip, as the browser accepts). Without
 * a build, `/` explains how to make one.
 */
export async function registerWebApp(fastify: FastifyInstance, webDist: string): Promise<void> {
  if (!fs.existsSync(path.join(webDist, "index.html"))) {
    fastify.get("/", async (_request, reply) =>
      reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send(`The web app is not built (looked in ${webDist}). Run: npm run build`),
    );
    return;
  }
  await fastify.register(fastifyStatic, {
    root: webDist,
    prefix: "/",
    index: ["index.html"],
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts): answered by
    // Accept-Encoding, with Vary, and no compression work per request.
    preCompressed: true,
    // Our own Cache-Control below: left on, the plugin overwrites it with "public, max-age=0".
    cacheControl: false,
    // The build keeps its manifest under .vite/; nothing that starts with a dot is served.
    dotfiles: "ignore",
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      // Caches must keep the brotli, gzip and plain answers apart.
      res.setHeader("vary", "accept-encoding");
    },
  });
}
