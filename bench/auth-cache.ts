import path from "node:path";
import { withBenchDatabase } from "./databases.js";
import { type LoadResult, load } from "./load.js";
import { call, ROOT, signUp, startRoster, stop } from "./processes.js";
import { median } from "./stats.js";

// The session cache (issue 32), before and after: getMyUserInfo at 50 connections on SQLite and, with
// BENCH_DATABASE_URL, on PostgreSQL; read-only, and with another account editing its profile meanwhile
// (`updateUser` at 5 connections: writes that are not the reader's). "before" is the server of
// BENCH_BEFORE_ROOT (a checkout of the build before, with node_modules), "after" this checkout's. Every round
// measures each subject back to back. Prints a JSON summary (every round) on its last line.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PG_URL = process.env.BENCH_DATABASE_URL || undefined;
const BEFORE = process.env.BENCH_BEFORE_ROOT ? path.resolve(process.env.BENCH_BEFORE_ROOT) : undefined;
const reads = { connections: 50, seconds: SECONDS, warmupSeconds: WARMUP };
const writes = { connections: 5, seconds: SECONDS + WARMUP, warmupSeconds: 0 };

interface Measured {
  readOnly: LoadResult;
  withWrites: LoadResult;
  writesPerSecond: number;
}

/** A server of `root` on SQLite (no url) or in a fresh schema of PostgreSQL, measured both ways. */
async function measure(root: string, pgUrl?: string): Promise<Measured> {
  return withBenchDatabase(pgUrl, async (dataDir, env) => {
    const { url, child } = await startRoster(dataDir, env, [], root);
    try {
      const reader = await signUp(url, "reader");
      const writer = await signUp(url, "writer");
      await call(url, "user/kh/getMyUserInfo", {}, reader.token);
      const me = `${url}/router/user/kh/getMyUserInfo`;
      const readOnly = await load(me, {}, { "uni-id-token": reader.token }, reads);
      const edits = load(
        `${url}/router/user/kh/updateUser`,
        { nickname: "edited" },
        { "uni-id-token": writer.token },
        writes,
      );
      const withWrites = await load(me, {}, { "uni-id-token": reader.token }, reads);
      const written = await edits;
      return { readOnly, withWrites, writesPerSecond: written.requestsPerSecond };
    } finally {
      await stop(child);
    }
  });
}

const builds: [string, string][] = BEFORE
  ? [
      ["before", BEFORE],
      ["after", ROOT],
    ]
  : [["after", ROOT]];
const databases: [string, string | undefined][] = PG_URL
  ? [
      ["sqlite", undefined],
      ["postgres", PG_URL],
    ]
  : [["sqlite", undefined]];
const rounds: Record<string, Measured>[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const round: Record<string, Measured> = {};
  for (const [db, url] of databases)
    for (const [build, root] of builds) round[`${db} ${build}`] = await measure(root, url);
  rounds.push(round);
  process.stderr.write(
    `round ${i + 1}/${ROUNDS}: ${JSON.stringify(Object.fromEntries(Object.entries(round).map(([k, m]) => [k, [m.readOnly.requestsPerSecond, m.withWrites.requestsPerSecond, m.writesPerSecond]])))}\n`,
  );
}
const subjects = Object.keys(rounds[0] ?? {});
const summary = Object.fromEntries(
  subjects.map((s) => [
    s,
    {
      readOnly: median(rounds.map((r) => r[s]!.readOnly.requestsPerSecond)),
      readOnlyP99: median(rounds.map((r) => r[s]!.readOnly.p99Ms)),
      withWrites: median(rounds.map((r) => r[s]!.withWrites.requestsPerSecond)),
      withWritesP99: median(rounds.map((r) => r[s]!.withWrites.p99Ms)),
      writesPerSecond: median(rounds.map((r) => r[s]!.writesPerSecond)),
    },
  ]),
);
process.stdout.write(`${JSON.stringify({ rounds, summary })}\n`);
