import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { withBenchDatabase } from "./databases.js";
import { type LoadResult, load } from "./load.js";
import { type MixedPass, type MixedSetup, mixedPass, readShare } from "./mixed.js";
import { ROOT, runScript, signUp, startRoster, startServer, stop } from "./processes.js";
import { median } from "./stats.js";

// On the embedded database: the bare-Fastify ceiling, a no-op route, getMyUserInfo, checkToken, login and argon2id alone,
// in rounds, and the login route's initial JavaScript; with BENCH_DATABASE_URL (a postgres:// URL) the signed-in reads
// again on PostgreSQL, in a schema of their own, in the same round; with BENCH_MIXED (on unless "0") the mixed
// workload (bench/mixed.ts) on SQLite and, with BENCH_DATABASE_URL, on PostgreSQL with one process and two (Redis at
// REDIS_URL, else 127.0.0.1:6379). Writes bench/RESULTS.md.
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const opts = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP };
const PG_URL = process.env.BENCH_DATABASE_URL || undefined;
if (PG_URL && !/^postgres(ql)?:\/\//.test(PG_URL))
  throw new Error("BENCH_DATABASE_URL must be a postgres:// URL");
const MIXED = process.env.BENCH_MIXED !== "0";
// Shorter than the single-route passes: each setup runs a read-only reference and the mix.
const mixedOpts = {
  connections: CONNECTIONS,
  seconds: Number(process.env.BENCH_MIXED_SECONDS ?? Math.min(SECONDS, 5)),
  warmupSeconds: Math.min(WARMUP, 2),
};
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const mixedSetups: MixedSetup[] = [
  { name: "SQLite, 1 process", processes: 1 },
  ...(PG_URL
    ? [
        { name: "PostgreSQL, 1 process", pgUrl: PG_URL, processes: 1 as const },
        {
          name: "PostgreSQL, 2 processes + Redis",
          pgUrl: PG_URL,
          processes: 2 as const,
          redisUrl: REDIS_URL,
        },
      ]
    : []),
];

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
    Object.assign(results, await signedInReads(url, token));
    results["user/pub/login"] = await load(`${url}/router/user/pub/login`, { username, password }, {}, opts);
    return results;
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The two reads every signed-in page makes: getMyUserInfo, and checkToken with the token in the header. */
async function signedInReads(url: string, token: string): Promise<Record<string, LoadResult>> {
  const headers = { "uni-id-token": token };
  return {
    "user/kh/getMyUserInfo": await load(`${url}/router/user/kh/getMyUserInfo`, {}, headers, opts),
    "user/pub/checkToken": await load(`${url}/router/user/pub/checkToken`, {}, headers, opts),
  };
}

/**
 * The signed-in reads on the PostgreSQL of BENCH_DATABASE_URL, in a schema made for this pass (the server's
 * search_path names it) and dropped after.
 */
async function rosterOnPostgres(base: string): Promise<Record<string, LoadResult>> {
  return withBenchDatabase(base, async (dataDir, env) => {
    const { url, child } = await startRoster(dataDir, env);
    try {
      const { token } = await signUp(url, "bench");
      return await signedInReads(url, token);
    } finally {
      await stop(child);
    }
  });
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
  check: LoadResult;
  login: LoadResult;
  argon: number;
  /** The same reads on PostgreSQL (BENCH_DATABASE_URL), measured in the same round. */
  pg?: { me: LoadResult; check: LoadResult };
  /** The mixed workload of each setup, by its name (BENCH_MIXED). */
  mixed?: Record<string, MixedPass>;
}
const started = new Date();
const rounds: Round[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const bare = await ceiling();
  const routes = await roster();
  const onPg = PG_URL ? await rosterOnPostgres(PG_URL) : undefined;
  const mixed: Record<string, MixedPass> = {};
  if (MIXED) for (const setup of mixedSetups) mixed[setup.name] = await mixedPass(setup, mixedOpts);
  const argon = await runScript<{ perSecond: number }>("bench/argon2-alone.ts", {
    CONCURRENCY: String(CONNECTIONS),
    SECONDS: String(SECONDS),
  });
  rounds.push({
    bare,
    ping: routes["template/test/pub/ping"]!,
    me: routes["user/kh/getMyUserInfo"]!,
    check: routes["user/pub/checkToken"]!,
    login: routes["user/pub/login"]!,
    argon: argon.perSecond,
    ...(onPg ? { pg: { me: onPg["user/kh/getMyUserInfo"]!, check: onPg["user/pub/checkToken"]! } } : {}),
    ...(MIXED ? { mixed } : {}),
  });
  process.stderr.write(`round ${i + 1}/${ROUNDS} done\n`);
}
const meRatio = (r: Round) => r.me.requestsPerSecond / r.bare.requestsPerSecond;
const pingRatio = (r: Round) => r.ping.requestsPerSecond / r.bare.requestsPerSecond;
const loginRatio = (r: Round) => r.login.requestsPerSecond / r.argon;
// PostgreSQL against SQLite within one round: both passes ran minutes apart at most, on the same machine.
const pgMeRatio = (r: Round) => (r.pg ? r.pg.me.requestsPerSecond / r.me.requestsPerSecond : 0);
const pgCheckRatio = (r: Round) => (r.pg ? r.pg.check.requestsPerSecond / r.check.requestsPerSecond : 0);
const typical = rounds.find((r) => meRatio(r) === median(rounds.map(meRatio)))!;
const { bare, ping, me, check, login } = typical;
const pingShare = median(rounds.map(pingRatio));
const argonPerSecond = median(rounds.map((r) => r.argon));
const loginShare = median(rounds.map(loginRatio));
const pgRounds = rounds.filter((r) => r.pg);
const pgTypical = pgRounds.length
  ? pgRounds.find((r) => pgMeRatio(r) === median(pgRounds.map(pgMeRatio)))
  : undefined;
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
${row("user/pub/checkToken", check, bare.requestsPerSecond)}
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
${pgTypical ? pgTarget(pgTypical) : ""}${MIXED ? mixedTargets() : ""}${pgTypical ? postgresReport(pgTypical) : ""}${MIXED ? mixedReport() : ""}`;

/** The round of a setup's median read share under the mix. */
function mixedTypical(setup: string): MixedPass {
  const passes = rounds.map((r) => r.mixed![setup]!);
  const share = median(passes.map((p) => readShare(p)));
  return passes.find((p) => readShare(p) === share)!;
}

/** The mixed workload's lines of the targets table, per setup. */
function mixedTargets(): string {
  return mixedSetups
    .map(({ name }) => {
      const pass = mixedTypical(name);
      const share = readShare(pass);
      const p99 = pass.mixed.reads.p99Ms;
      return `| ${name}: reads under the mix >= 70% of read-only | ${percent(share, 1)} | ${share >= 0.7 ? "met" : "missed"} |
| ${name}: read p99 under the mix < 50 ms | ${p99} ms | ${p99 < 50 ? "met" : "missed"} |
`;
    })
    .join("");
}

/** The mixed workload: every setup's median round, then every round. */
function mixedReport(): string {
  const line = (name: string) => {
    const p = mixedTypical(name);
    const m = p.mixed;
    const failures = m.reads.failures + m.writes.failures + m.signIns.failures;
    const w = p.withoutSignIns;
    return `| ${name} | ${p.readOnly.reads.perSecond} | ${p.readOnly.reads.p99Ms} | ${m.reads.perSecond} | ${percent(readShare(p), 1)} | ${m.reads.p50Ms} / ${m.reads.p99Ms} | ${m.writes.perSecond} | ${m.writes.p99Ms} | ${m.signIns.perSecond} | ${m.signIns.p99Ms} | ${m.allP99Ms} | ${failures + w.reads.failures + w.writes.failures} | ${w.reads.perSecond} | ${percent(readShare(p, "withoutSignIns"), 1)} | ${w.reads.p99Ms} |`;
  };
  const cell = (p: MixedPass) =>
    `${p.readOnly.reads.perSecond} -> ${p.mixed.reads.perSecond} (${percent(readShare(p), 1)})`;
  return `
## Mixed workload (BENCH_MIXED)

${CONNECTIONS} connections, each one account of a role with four menus, for ${mixedOpts.seconds} s after a ${mixedOpts.warmupSeconds} s warm-up (bench/mixed.ts): 90%
signed-in reads (getMyUserInfo and getMenu, half each), 8% writes (updateUser of one's own profile and
file/kh/getUploadTarget's upload record, half each), 2% password sign-ins (the connection goes on with the new
token). Two processes: each on its own port, half the connections on each, one PostgreSQL schema and Redis. The
read-only reference is the same driver with reads only, on the same servers and accounts, right before the mix;
"no sign-ins" is the mix without its sign-ins (92% reads, 8% writes), measured between them: what the writes'
invalidations cost the reads apart from the password hashes. The table shows each setup's round with the median
share.

| setup | read-only reads/s | p99 ms | mix: reads/s | of read-only | reads p50 / p99 ms | writes/s | writes p99 ms | sign-ins/s | sign-ins p99 ms | all p99 ms | failures | no sign-ins: reads/s | of read-only | reads p99 ms |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${mixedSetups.map(({ name }) => line(name)).join("\n")}

Every round (reads/s, read-only -> under the mix, and the share):

| round | ${mixedSetups.map((s) => s.name).join(" | ")} |
|---:|${mixedSetups.map(() => "---:").join("|")}|
${rounds.map((r, i) => `| ${i + 1} | ${mixedSetups.map(({ name }) => cell(r.mixed![name]!)).join(" | ")} |`).join("\n")}
`;
}

/** The PostgreSQL target's line of the targets table. */
function pgTarget(r: Round): string {
  const share = pgMeRatio(r);
  return `| getMyUserInfo on PostgreSQL >= 50% of SQLite (same round) | ${percent(share, 1)} | ${share >= 0.5 ? "met" : "missed"} |\n`;
}

/** The PostgreSQL pass: the round with the median getMyUserInfo ratio, then every round. */
function postgresReport(r: Round): string {
  const pgRow = (name: string, on: LoadResult, sqlite: LoadResult) =>
    `| ${name} | ${on.requestsPerSecond} | ${on.p50Ms} | ${on.p99Ms} | ${percent(on.requestsPerSecond, sqlite.requestsPerSecond)} | ${on.non2xx + on.errors} |`;
  return `
## PostgreSQL (BENCH_DATABASE_URL)

The same signed-in reads, same account shape (a fresh sign-up) and same load, on PostgreSQL (its own schema, one
server process, the server's pool of 10 connections), measured in each round right after the SQLite pass. The
table shows the round with the median getMyUserInfo PostgreSQL/SQLite ratio.

| route | requests/s | p50 ms | p99 ms | of SQLite | failures |
|---|---:|---:|---:|---:|---:|
${r.pg ? pgRow("user/kh/getMyUserInfo", r.pg.me, r.me) : ""}
${r.pg ? pgRow("user/pub/checkToken", r.pg.check, r.check) : ""}

Every round (requests/s, p99 ms):

| round | SQLite getMyUserInfo | PostgreSQL | PG/SQLite | SQLite checkToken | PostgreSQL | PG/SQLite |
|---:|---:|---:|---:|---:|---:|---:|
${pgRounds.map((x, i) => `| ${i + 1} | ${x.me.requestsPerSecond} (${x.me.p99Ms}) | ${x.pg!.me.requestsPerSecond} (${x.pg!.me.p99Ms}) | ${percent(pgMeRatio(x), 1)} | ${x.check.requestsPerSecond} (${x.check.p99Ms}) | ${x.pg!.check.requestsPerSecond} (${x.pg!.check.p99Ms}) | ${percent(pgCheckRatio(x), 1)} |`).join("\n")}
`;
}

fs.writeFileSync(path.join(ROOT, "bench/RESULTS.md"), `${report}${notes()}`);
process.stdout.write(report);

/** Keeps the hand-written analysis below the generated tables. */
function notes(): string {
  const file = path.join(ROOT, "bench/NOTES.md");
  return fs.existsSync(file) ? `\n${fs.readFileSync(file, "utf8")}` : "";
}
