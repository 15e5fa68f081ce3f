import pg from "pg";
import { type MixedPass, type MixedSetup, mixedPass, readShare } from "./mixed.js";
import { median } from "./stats.js";

// Issue 32, migration 0025: the mixed workload on PostgreSQL (one process) with and without the per-user
// notification of a user's own change, alternating in rounds on the same code. The "with" pass puts 0022's
// trigger function back (it sent pg_notify('roster_auth', id) at every users update) right after the server
// migrated its fresh schema; "without" is the code as it is. Prints a table for bench/NOTES.md.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:notify -w @roster/bench
const PG_URL = process.env.BENCH_DATABASE_URL;
if (!PG_URL || !/^postgres(ql)?:\/\//.test(PG_URL))
  throw new Error("BENCH_DATABASE_URL must be a postgres:// URL");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const options = { connections: 50, seconds: Number(process.env.BENCH_SECONDS ?? 5), warmupSeconds: 2 };

/** 0022's users trigger function, with its notification. */
const WITH_NOTIFY = `create or replace function roster_users_auth() returns trigger language plpgsql as $$
  begin
    if tg_op = 'DELETE' then
      perform pg_notify('roster_auth', old.id);
      return old;
    end if;
    if new.auth_version = old.auth_version then new.auth_version := old.auth_version + 1; end if;
    perform pg_notify('roster_auth', new.id);
    return new;
  end $$`;

const variants: Record<string, MixedSetup> = {
  "with the per-user notify (0022)": {
    name: "with",
    pgUrl: PG_URL,
    processes: 1,
    prepare: async (env) => {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        await client.query(WITH_NOTIFY);
      } finally {
        await client.end();
      }
    },
  },
  "without (0025)": { name: "without", pgUrl: PG_URL, processes: 1 },
};

const passes: Record<string, MixedPass[]> = Object.fromEntries(Object.keys(variants).map((v) => [v, []]));
for (let round = 1; round <= ROUNDS; round++) {
  // Alternate which goes first, so that a drift of the host's speed does not favour one.
  const order = round % 2 ? Object.keys(variants) : Object.keys(variants).reverse();
  for (const name of order) {
    const pass = await mixedPass(variants[name]!, options);
    passes[name]!.push(pass);
    console.error(
      `round ${round} ${name}: mix reads ${pass.mixed.reads.perSecond}/s p99 ${pass.mixed.reads.p99Ms} ms`,
    );
  }
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const range = (values: number[], f: (n: number) => string = String) =>
  values.length > 1
    ? `${f(Math.min(...values))}-${f(Math.max(...values))} (median ${f(median(values))})`
    : f(values[0]!);
console.log(
  "| variant | read-only reads/s | mix reads/s | of read-only | mix read p99 ms | writes/s | write p99 ms | sign-in p99 ms | no sign-ins: of read-only | read p99 ms | write p99 ms | failures |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const [name, list] of Object.entries(passes)) {
  const cells = [
    range(list.map((p) => p.readOnly.reads.perSecond)),
    range(list.map((p) => p.mixed.reads.perSecond)),
    range(
      list.map((p) => readShare(p)),
      pct,
    ),
    range(list.map((p) => p.mixed.reads.p99Ms)),
    range(list.map((p) => p.mixed.writes.perSecond)),
    range(list.map((p) => p.mixed.writes.p99Ms)),
    range(list.map((p) => p.mixed.signIns.p99Ms)),
    range(
      list.map((p) => readShare(p, "withoutSignIns")),
      pct,
    ),
    range(list.map((p) => p.withoutSignIns.reads.p99Ms)),
    range(list.map((p) => p.withoutSignIns.writes.p99Ms)),
    String(
      list.reduce(
        (sum, p) =>
          sum +
          [p.mixed, p.withoutSignIns, p.readOnly].reduce(
            (s, r) => s + r.reads.failures + r.writes.failures + r.signIns.failures,
            0,
          ),
        0,
      ),
    ),
  ];
  console.log(`| ${name} | ${cells.join(" | ")} |`);
}
