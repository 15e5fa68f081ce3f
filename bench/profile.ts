import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { withBenchDatabase } from "./databases.js";
import { load } from "./load.js";
import { signUp, startRoster, stop } from "./processes.js";

// CPU profile of the Roster server under the bench's load on one route (`npm run bench:profile -w @roster/bench
// -- <ping|me|login> [seconds]`): the server runs as in run.ts, under `node --cpu-prof`; prints the functions
// with the most self time and the path of the .cpuprofile (open it in Chrome's DevTools for the call tree).
// On PostgreSQL with BENCH_DATABASE_URL; the server of BENCH_SERVER_ROOT (a build before a change) if set.
const which = process.argv[2] ?? "ping";
const seconds = Number(process.argv[3] ?? 8);
const ROUTES: Record<string, string> = {
  ping: "template/test/pub/ping",
  me: "user/kh/getMyUserInfo",
  login: "user/pub/login",
};
const route = ROUTES[which];
if (!route) throw new Error(`which route? ${Object.keys(ROUTES).join(", ")}`);

const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-cpuprofile-"));
await withBenchDatabase(process.env.BENCH_DATABASE_URL || undefined, async (dataDir, env) => {
  const { url, child } = await startRoster(dataDir, env, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]);
  try {
    const { username, password, token } = await signUp(url, "prof");
    const body = which === "login" ? { username, password } : {};
    const headers: Record<string, string> = which === "me" ? { "uni-id-token": token } : {};
    const result = await load(`${url}/router/${route}`, body, headers, {
      connections: 50,
      seconds,
      warmupSeconds: 2,
    });
    process.stderr.write(
      `${route}: ${result.requestsPerSecond} requests/s, ${result.non2xx + result.errors} failures\n`,
    );
  } finally {
    await stop(child);
  }
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const file = fs.readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
if (!file) throw new Error("no profile written");
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), "utf8")) as { nodes: ProfileNode[] };
const self = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  total += hits;
  const { functionName, url: where, lineNumber } = node.callFrame;
  const key = `${functionName || "(anonymous)"} ${where.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/(apps|packages)\//, "$1/")}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + hits);
}
const idle = [...self].filter(([k]) => k.startsWith("(idle)")).reduce((n, [, v]) => n + v, 0);
process.stdout.write(`self time, % of busy samples (${total - idle} busy of ${total}):\n`);
for (const [key, hits] of [...self]
  .filter(([k]) => !k.startsWith("(idle)"))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 25))
  process.stdout.write(`${((hits / (total - idle)) * 100).toFixed(1).padStart(5)}%  ${key}\n`);
process.stdout.write(`${path.join(profileDir, file)}\n`);
