import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { load } from "./load.js";
import { signUp, startRoster, stop } from "./processes.js";

// How long a static asset of the web app takes while 50 connections sign in as fast as they can: the asset
// is read from disk on libuv's pool, so it shows whether password hashing leaves that pool free.
// `node --conditions=source --import tsx bench/assets-under-login.ts`
const SECONDS = 8;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-assets-"));
const webDist = path.join(dataDir, "web");
fs.mkdirSync(path.join(webDist, "assets"), { recursive: true });
fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Roster</title>");
fs.writeFileSync(path.join(webDist, "assets", "app-0123abcd.js"), randomBytes(50_000).toString("base64"));

const { url, child } = await startRoster(dataDir, { WEB_DIST: webDist });
try {
  const { username, password } = await signUp(url, "assets");
  const signingIn = load(
    `${url}/router/user/pub/login`,
    { username, password },
    {},
    {
      connections: 50,
      seconds: SECONDS,
      warmupSeconds: 0,
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const times: number[] = [];
  const until = Date.now() + (SECONDS - 3) * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${url}/assets/app-0123abcd.js`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`asset: HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  const logins = await signingIn;
  times.sort((a, b) => a - b);
  const at = (share: number) => Number((times[Math.floor(share * (times.length - 1))] ?? 0).toFixed(1));
  process.stdout.write(
    `${JSON.stringify({
      signInsPerSecond: logins.requestsPerSecond,
      assetFetches: times.length,
      assetMs: { p50: at(0.5), p90: at(0.9), max: at(1) },
    })}\n`,
  );
} finally {
  await stop(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
