import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../db/types.js";
import type { Cond, DbValue } from "./conditions.js";
import type { CollectionSchema } from "./schemas.js";

/**
 * The SQL of clientDB, on both dialects. Every identifier comes from the schemas (schemas.ts), never from a
 * request; every value is a bound parameter.
 */
const column = (collection: CollectionSchema, field: string) => sql.ref(collection.fields.get(field)!.column);

const OPERATORS = { "=": "=", "<>": "<>", ">": ">", ">=": ">=", "<": "<", "<=": "<=" } as const;

/** A condition as a SQL boolean expression. */
export function condSql(collection: CollectionSchema, cond: Cond): RawBuilder<SqlBool> {
  switch (cond.kind) {
    case "const":
      return cond.value ? sql<SqlBool>`1 = 1` : sql<SqlBool>`1 = 0`;
    case "cmp":
      return sql<SqlBool>`${column(collection, cond.field)} ${sql.raw(OPERATORS[cond.op])} ${cond.value}`;
    case "in": {
      const ref = column(collection, cond.field);
      const values = cond.values.filter((v): v is string | number => v !== null);
      const hasNull = values.length < cond.values.length;
      const inList =
        values.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`${ref} in (${sql.join(values)})`;
      const matched = hasNull ? sql<SqlBool>`(${inList} or ${ref} is null)` : inList;
      // nin also matches an empty field, as in the document database.
      if (!cond.negated) return matched;
      return hasNull
        ? sql<SqlBool>`(not ${matched} and ${ref} is not null)`
        : sql<SqlBool>`(not (${inList}) or ${ref} is null)`;
    }
    case "exists":
      return cond.exists
        ? sql<SqlBool>`${column(collection, cond.field)} is not null`
        : sql<SqlBool>`${column(collection, cond.field)} is null`;
    case "and":
    case "or": {
      const parts = cond.items.map((item) => condSql(collection, item));
      return sql<SqlBool>`(${sql.join(parts, sql.raw(cond.kind === "and" ? " and " : " or "))})`;
    }
    case "not":
      return sql<SqlBool>`not (${condSql(collection, cond.item)})`;
  }
}

export interface SelectQuery {
  fields: string[];
  cond: Cond;
  order: { field: string; direction: "asc" | "desc" }[];
  skip: number;
  limit: number;
}

/** The rows (database values by field name) a read returns. */
export async function selectRows(
  db: Db,
  collection: CollectionSchema,
  query: SelectQuery,
): Promise<Record<string, DbValue>[]> {
  const columns = query.fields.map((field) => sql`${column(collection, field)} as ${sql.ref(`f_${field}`)}`);
  const order =
    query.order.length === 0
      ? sql`${column(collection, "_id")} asc`
      : sql.join([
          ...query.order.map(
            (o) => sql`${column(collection, o.field)} ${sql.raw(o.direction === "desc" ? "desc" : "asc")}`,
          ),
          sql`${column(collection, "_id")} asc`,
        ]);
  const result = await sql<
    Record<string, DbValue>
  >`select ${sql.join(columns)} from ${sql.table(collection.table)}
    where ${condSql(collection, query.cond)} order by ${order} limit ${query.limit} offset ${query.skip}`.execute(
    db,
  );
  return result.rows.map((row) =>
    Object.fromEntries(query.fields.map((field) => [field, row[`f_${field}`] ?? null])),
  );
}

/** How many documents meet the condition. */
export async function countRows(db: Db, collection: CollectionSchema, cond: Cond): Promise<number> {
  const result = await sql<{
    total: number | string;
  }>`select count(*) as ${sql.ref("total")} from ${sql.table(collection.table)}
    where ${condSql(collection, cond)}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

/** Inserts documents (database values by field name) in one statement: all or none. */
export async function insertRows(
  db: Db,
  collection: CollectionSchema,
  docs: Record<string, DbValue>[],
): Promise<void> {
  const fields = Object.keys(docs[0]!);
  const rows = docs.map((doc) => sql`(${sql.join(fields.map((field) => doc[field] ?? null))})`);
  await sql`insert into ${sql.table(collection.table)} (${sql.join(fields.map((f) => column(collection, f)))})
    values ${sql.join(rows)}`.execute(db);
}

/** Sets fields of the documents that meet the condition; returns how many changed. */
export async function updateRows(
  db: Db,
  collection: CollectionSchema,
  changes: Record<string, DbValue>,
  cond: Cond,
): Promise<number> {
  const sets = Object.entries(changes).map(([field, value]) => sql`${column(collection, field)} = ${value}`);
  const result = await sql`update ${sql.table(collection.table)} set ${sql.join(sets)}
    where ${condSql(collection, cond)}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** Deletes the documents that meet the condition; returns how many. */
export async function deleteRows(db: Db, collection: CollectionSchema, cond: Cond): Promise<number> {
  const result =
    await sql`delete from ${sql.table(collection.table)} where ${condSql(collection, cond)}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
