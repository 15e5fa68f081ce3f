#!/usr/bin/env node
// Builds the web client into the phone apps: `ROSTER_API_BASE=https://roster.example.com npm run build -w @roster/mobile`.
// The app's pages load from the device (capacitor://localhost on iOS, https://localhost on Android), so the
// router, files and WebSocket are reached at ROSTER_API_BASE, whose server must list both origins in
// CORS_ORIGINS. ROSTER_PUBLIC_URL (default: ROSTER_API_BASE) is the web address shared in invite links and
// given to the sign-in providers as the OAuth return address; the apps open it as a deep link.
import { spawnSync } from "node:child_process";
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runCapacitor } from "./cap.mjs";

const MOBILE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const REPO_ROOT = path.resolve(MOBILE_ROOT, "../..");
const WWW = path.join(MOBILE_ROOT, "www");

const apiBase = (process.env.ROSTER_API_BASE ?? "").replace(/\/+$/, "");
if (
  !/^https:\/\/[^\s/]+$/.test(apiBase) &&
  !/^http:\/\/(127\.0\.0\.1|localhost|10\.0\.2\.2)(:\d+)?$/.test(apiBase)
) {
  console.error(
    "Set ROSTER_API_BASE to the server's origin, e.g. ROSTER_API_BASE=https://roster.example.com (http only for a local test server).",
  );
  process.exit(1);
}
const publicUrl = (process.env.ROSTER_PUBLIC_URL ?? apiBase).replace(/\/+$/, "");

const web = spawnSync("npm", ["run", "build", "-w", "@roster/web", "--", "--outDir", WWW, "--emptyOutDir"], {
  cwd: REPO_ROOT,
  stdio: "inherit",
  env: { ...process.env, VITE_API_BASE: apiBase, VITE_PUBLIC_URL: publicUrl },
});
if (web.status !== 0) process.exit(web.status ?? 1);

// The precompressed copies serve browsers from Roster's server; inside the app they are dead weight.
for (const file of walk(WWW)) if (/\.(br|gz)$/.test(file)) rmSync(file);

const sync = runCapacitor(["sync", ...process.argv.slice(2)]);
process.exit(sync.status ?? 1);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* walk(file);
    else yield file;
  }
}
