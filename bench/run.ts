import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type LoadResult, load } from "./load.js";
import { ROOT, runScript, signUp, startRoster, startServer, stop } from "./processes.js";
import { median } from "./stats.js";

// On the embedded database: the bare-Fastify ceiling, a no-op route, getMyUserInfo, login and argon2id alone, in rounds,
// and the login route's initial JavaScript. Writes bench/RESULTS.md.
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const opts = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP };

async function ceiling(): Promise<LoadResult> {
  const { url, child } = await startServer("bench/bare-server.ts", {}, /LISTENING (\S+)/);
  try {
    return await load(`${url}/bare`, {}, {}, opts);
  } finally {
    await stop(child);
  }
}

async function roster(): Promise<Record<string, LoadResult>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-bench-"));
  const { url, child } = await startRoster(dataDir);
  try {
    const { username, password, token } = await signUp(url, "bench");
    const results: Record<string, LoadResult> = {};
    results["template/test/pub/ping"] = await load(`${url}/router/template/test/pub/ping`, {}, {}, opts);
    results["user/kh/getMyUserInfo"] = await load(
      `${url}/router/user/kh/getMyUserInfo`,
      {},
      { "uni-id-token": token },
      opts,
    );
    results["user/pub/login"] = await load(`${url}/router/user/pub/login`, { username, password }, {}, opts);
    return results;
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The login route's initial JavaScript, as the web's own budget check measures it (after a build). */
async function loginRouteJs(): Promise<{ gzipBytes: number; files: number } | undefined> {
  if (!fs.existsSync(path.join(ROOT, "apps/web/dist/.vite/manifest.json"))) return undefined;
  const measured = await runScript<{ login: { gzipBytes: number; files: number } }>(
    "apps/web/scripts/measure-bundle.mjs",
    {},
    ["--json"],
  );
  return measured.login;
}

const row = (name: string, r: LoadResult, ceilingRps: number) =>
  `| ${name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${percent(r.requestsPerSecond, ceilingRps)} | ${r.non2xx + r.errors} |`;
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

// This machine's speed drifts by a factor of two between minutes (shared cores), so one measurement of
// the ceiling and one of a route, minutes apart, give a ratio that is mostly noise. Each round measures
// every subject back to back; the ratios are taken within a round and the median round is reported.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
interface Round {
  bare: LoadResult;
  ping: LoadResult;
  me: LoadResult;
  login: LoadResult;
  argon: number;
}
const started = new Date();
const rounds: Round[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const bare = await ceiling();
  const routes = await roster();
  const argon = await runScript<{ perSecond: number }>("bench/argon2-alone.ts", {
    CONCURRENCY: String(CONNECTIONS),
    SECONDS: String(SECONDS),
  });
  rounds.push({
    bare,
    ping: routes["template/test/pub/ping"]!,
    me: routes["user/kh/getMyUserInfo"]!,
    login: routes["user/pub/login"]!,
    argon: argon.perSecond,
  });
  process.stderr.write(`round ${i + 1}/${ROUNDS} done\n`);
}
const meRatio = (r: Round) => r.me.requestsPerSecond / r.bare.requestsPerSecond;
const pingRatio = (r: Round) => r.ping.requestsPerSecond / r.bare.requestsPerSecond;
const loginRatio = (r: Round) => r.login.requestsPerSecond / r.argon;
const typical = rounds.find((r) => meRatio(r) === median(rounds.map(meRatio)))!;
const { bare, ping, me, login } = typical;
const pingShare = median(rounds.map(pingRatio));
const argonPerSecond = median(rounds.map((r) => r.argon));
const loginShare = median(rounds.map(loginRatio));
const bundle = await loginRouteJs();

const report = `# Benchmark results

Measured by \`npm run bench\` on ${started.toISOString().slice(0, 10)}: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Node ${process.version},
embedded SQLite database, autocannon with ${CONNECTIONS} connections for ${SECONDS} s after a ${WARMUP} s warm-up, server and load
generator on the same machine. Production mode (\`NODE_ENV=production\`), logs at level info (one line per call), rate limit off. ${ROUNDS} rounds, each
measuring every subject back to back; the table shows the round with the median getMyUserInfo ratio.

| route | requests/s | p50 ms | p99 ms | of ceiling | failures |
|---|---:|---:|---:|---:|---:|
${row("bare Fastify JSON route (ceiling)", bare, bare.requestsPerSecond)}
${row("template/test/pub/ping (no-op route: the router alone)", ping, bare.requestsPerSecond)}
${row("user/kh/getMyUserInfo", me, bare.requestsPerSecond)}
${row("user/pub/login", login, bare.requestsPerSecond)}

Every round (requests/s):

| round | ceiling | no-op route | of ceiling | getMyUserInfo | of ceiling | login | argon2id alone | login of argon2id |
|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${rounds.map((r, i) => `| ${i + 1} | ${r.bare.requestsPerSecond} | ${r.ping.requestsPerSecond} | ${percent(pingRatio(r), 1)} | ${r.me.requestsPerSecond} | ${percent(meRatio(r), 1)} | ${r.login.requestsPerSecond} | ${Math.round(r.argon)} | ${percent(loginRatio(r), 1)} |`).join("\n")}

## Targets

| target | measured (median round) | result |
|---|---|---|
| no-op router route >= 50% of the ceiling | ${percent(pingShare, 1)} | ${pingShare >= 0.5 ? "met" : "missed"} |
| getMyUserInfo >= 30% of the ceiling | ${percent(meRatio(typical), 1)} | ${meRatio(typical) >= 0.3 ? "met" : "missed"} |
| login >= 85% of argon2id alone (${Math.round(argonPerSecond)}/s, same ${CONNECTIONS}-deep concurrency, the server's hash threads) | ${percent(loginShare, 1)} | ${loginShare >= 0.85 ? "met" : "missed"} |
| login route initial JS <= 120 kB gzip | ${bundle ? `${(bundle.gzipBytes / 1000).toFixed(1)} kB (${bundle.files} files)` : "web app not built"} | ${bundle ? (bundle.gzipBytes <= 120_000 ? "met" : "missed") : "not measured"} |
`;
fs.writeFileSync(path.join(ROOT, "bench/RESULTS.md"), `${report}${notes()}`);
process.stdout.write(report);

/** Keeps the hand-written analysis below the generated tables. */
function notes(): string {
  const file = path.join(ROOT, "bench/NOTES.md");
  return fs.existsSync(file) ? `\n${fs.readFileSync(file, "utf8")}` : "";
}
