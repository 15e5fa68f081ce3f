import pg from "pg";
import type { MixedSetup } from "./mixed.js";
import { abTable, alternateMixed } from "./mixed-ab.js";

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

console.log(abTable(await alternateMixed(variants, ROUNDS, options)));
