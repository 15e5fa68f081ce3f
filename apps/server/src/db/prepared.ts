import { type Compilable, CompiledQuery } from "kysely";
import type { Db } from "./types.js";

/**
 * The SQL texts that `prepared` reuses, each with a statement name. PostgreSQL parses and plans a statement
 * sent by text every time (half a millisecond for authentication's query, more than running it); connect.ts
 * sends these by name instead, so that each connection prepares each of them once.
 */
export const preparedNames = new Map<string, string>();

/**
 * A query that Kysely builds and compiles once per dialect; later calls only bind new values. Building a
 * query costs far more than running it on SQLite (130 µs against 10 µs for the session lookup), and the
 * hot paths run on every request.
 *
 * Safe by construction: the compiled SQL is reused only if the first compilation's parameters are exactly
 * the arguments, in order. Otherwise (an argument used twice, a constant parameter) every call compiles.
 */
export function prepared<A extends readonly unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>) {
  const sqlByDialect = new Map<unknown, string | null>();
  return async (db: Db, ...args: A): Promise<R[]> => {
    const dialect = db.getExecutor().adapter.constructor;
    const cached = sqlByDialect.get(dialect);
    if (cached)
      return (await db.executeQuery<R>(CompiledQuery.raw(cached, [...args]) as CompiledQuery<R>)).rows;
    const compiled = build(db, ...args).compile();
    if (cached === undefined) {
      const reusable =
        compiled.parameters.length === args.length && compiled.parameters.every((p, i) => p === args[i]);
      sqlByDialect.set(dialect, reusable ? compiled.sql : null);
      if (reusable && !preparedNames.has(compiled.sql))
        preparedNames.set(compiled.sql, `roster_${preparedNames.size + 1}`);
    }
    return (await db.executeQuery(compiled)).rows;
  };
}
