import path from "node:path";
import type { MixedSetup } from "./mixed.js";
import { abTable, alternateMixed } from "./mixed-ab.js";
import { ROOT } from "./processes.js";

// The mixed workload on the build before (BENCH_BEFORE_ROOT: another checkout, given this one's node_modules)
// and on this checkout, alternating in rounds, on SQLite and, with BENCH_DATABASE_URL, on PostgreSQL (one
// process each). Prints a table for bench/NOTES.md.
//
//   git worktree add /tmp/before <rev> && ln -s $PWD/node_modules /tmp/before/node_modules \
//     && ln -s $PWD/apps/server/node_modules /tmp/before/apps/server/node_modules
//   BENCH_BEFORE_ROOT=/tmp/before BENCH_DATABASE_URL=postgres://... npm run bench:code-ab -w @roster/bench
const BEFORE = process.env.BENCH_BEFORE_ROOT;
if (!BEFORE) throw new Error("BENCH_BEFORE_ROOT must name a checkout of the build before");
const PG_URL = process.env.BENCH_DATABASE_URL || undefined;
if (PG_URL && !/^postgres(ql)?:\/\//.test(PG_URL))
  throw new Error("BENCH_DATABASE_URL must be a postgres:// URL");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const options = { connections: 50, seconds: Number(process.env.BENCH_SECONDS ?? 5), warmupSeconds: 2 };

const databases: Omit<MixedSetup, "name">[] = [
  { processes: 1 },
  ...(PG_URL ? [{ pgUrl: PG_URL, processes: 1 as const }] : []),
];
for (const database of databases) {
  const label = database.pgUrl ? "PostgreSQL" : "SQLite";
  const variants: Record<string, MixedSetup> = {
    [`${label}, before`]: { ...database, name: "before", root: path.resolve(BEFORE) },
    [`${label}, this checkout`]: { ...database, name: "this", root: ROOT },
  };
  console.log(abTable(await alternateMixed(variants, ROUNDS, options)));
  console.log();
}
