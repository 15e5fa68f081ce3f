#!/usr/bin/env node
// Measures the web build: gzip bytes of the JavaScript a first visit to each route downloads (the entry
// chunk, the route's lazy chunk and everything they import statically), and of all JavaScript.
// Usage: node scripts/measure-bundle.mjs [--max-login-kb=120] [--json]   (after `npm run build`; 1 kB = 1000 B)
// --json adds a last line {"login": {"gzipBytes", "files"}} for bench/run.ts.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const gzip = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

// The chunk of each source module: a page that is also imported statically elsewhere lands in a chunk
// that the manifest does not name by its source (build/module-chunks.ts writes this map).
const moduleChunks = JSON.parse(fs.readFileSync(path.join(dist, ".vite/module-chunks.json"), "utf8"));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const manifestKey = (src) => {
  if (manifest[src]) return src;
  const key = keyOfFile.get(moduleChunks[src]);
  if (!key) throw new Error(`No chunk of the build holds ${src}`);
  return key;
};

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB (${bytes} B)`;
const sum = (files) => [...files].filter((f) => f.endsWith(".js")).reduce((n, f) => n + gzip(f), 0);
const routes = {
  "login (/pages/login/index)": "src/pages/login/index.tsx",
  register: "src/pages/login/register.tsx",
  "forgot password": "src/pages/login/forgot-password.tsx",
  "home (/)": "src/pages/index/index.tsx",
  profile: "src/pages/profile/index.tsx",
  "my files": "src/pages/user/files.tsx",
  test: "src/pages/test/test.tsx",
  "not found (404)": "src/pages/error/404/404.tsx",
};
const closures = Object.fromEntries(
  Object.entries(routes).map(([name, key]) => [name, closure(["index.html", manifestKey(key)])]),
);
const results = Object.fromEntries(Object.entries(closures).map(([name, files]) => [name, sum(files)]));
const allJs = fs.readdirSync(path.join(dist, "assets")).filter((f) => f.endsWith(".js"));
const total = allJs.reduce((n, f) => n + gzip(`assets/${f}`), 0);

const jsFiles = (files) => [...files].filter((f) => f.endsWith(".js")).length;

console.log("Initial JavaScript per route (gzip -9), and in how many files:");
for (const [name, bytes] of Object.entries(results)) {
  console.log(`  ${name.padEnd(28)} ${kb(bytes).padEnd(22)} ${jsFiles(closures[name])} files`);
}
console.log(`All JavaScript (${allJs.length} files)`.padEnd(30), kb(total));

if (process.argv.includes("--json")) {
  const name = "login (/pages/login/index)";
  console.log(JSON.stringify({ login: { gzipBytes: results[name], files: jsFiles(closures[name]) } }));
}

const limitArg = process.argv.find((a) => a.startsWith("--max-login-kb="));
const login = results["login (/pages/login/index)"];
if (limitArg && login > Number(limitArg.split("=")[1]) * 1000) {
  console.error(`The login route's initial JavaScript is over budget: ${kb(login)}`);
  process.exit(1);
}
