import { type Expression, type RawBuilder, sql } from "kysely";
import type { DialectName } from "./connect.js";

// JSON aggregates in both dialects, for reading a row and its related rows in one query. Column names and
// constants are literals, so a query built from them binds only its own arguments (db/prepared.ts).

/** A JSON object of `columns` of `table` (each under its own name), as one row is read. */
export function jsonObjectOf(
  dialect: DialectName,
  table: string,
  columns: readonly string[],
): RawBuilder<unknown> {
  const pairs = sql.join(columns.flatMap((column) => [sql.lit(column), sql.ref(`${table}.${column}`)]));
  return dialect === "postgres" ? sql`json_build_object(${pairs})` : sql`json_object(${pairs})`;
}

/** The JSON array of `value` over the rows of a (sub)query, in `orderBy` order; `[]` when there is none. */
export function jsonArrayOf(
  dialect: DialectName,
  value: Expression<unknown>,
  orderBy: readonly string[],
): RawBuilder<unknown> {
  const order = sql.join(orderBy.map((column) => sql.ref(column)));
  return dialect === "postgres"
    ? sql`coalesce(json_agg(${value} order by ${order}), '[]')`
    : sql`json_group_array(${value} order by ${order})`;
}

/**
 * A value of `jsonArrayOf` as the driver hands it over: node-postgres parses json columns itself,
 * better-sqlite3 answers the text.
 */
export function parsedJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
