import { type FilterMode, type ListInput, RosterError } from "@roster/contract";
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";

/**
 * How a list field's values are read and compared: text, a 0/1 flag, or a whole number of the column's
 * SQL type (`integer`: 32 bits; `bigint`: epoch-ms times, within JavaScript's safe integers).
 */
export type FieldType = "text" | "integer" | "bigint" | "flag";

/** The values each integer column type holds; anything else is refused before it reaches SQL. */
const INTEGER_RANGES = {
  integer: { min: -(2 ** 31), max: 2 ** 31 - 1 },
  bigint: { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
} as const;

/** A field a list offers to filter (and maybe sort) by: its wire name maps to a trusted column reference. */
export interface ListField {
  /** `table.column`, written in code, never taken from a request. */
  ref: string;
  type: FieldType;
  /** Sortable unless false. */
  sortable?: boolean;
  /** Nullable columns sort their nulls last in both directions, on both databases. */
  nullable?: boolean;
}

/** What one list offers: its fields, its default order and the unique column that breaks ties. */
export interface ListSpec {
  fields: Readonly<Record<string, ListField>>;
  defaultSort: readonly { name: string; type: "asc" | "desc" }[];
  /** A unique column reference (the primary key), so that pages never overlap or skip rows; it sorts in the
   * direction of the first rule. */
  tieBreaker: string;
}

/** One page of a list, as the wire shape wants it (DESIGN §3). */
export interface Page<T> {
  rows: T[];
  total: number;
  hasMore: boolean;
  pagination: { pageIndex: number; pageSize: number };
}

/** Upper bound of values in an `in` / `nin` filter. */
const MAX_IN_VALUES = 200;

type Scalar = string | number;

function fieldOf(spec: ListSpec, name: string): ListField {
  const field = Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
  if (!field) throw new RosterError("listFieldNotAllowed", { field: name.slice(0, 64) });
  return field;
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

/** Reads one value for a field, or throws 'invalid filter'. */
function scalar(field: ListField, name: string, value: unknown): Scalar {
  const invalid = () => new RosterError("listFilterInvalid", { field: name });
  if (field.type === "text") {
    if (typeof value === "string") return value.slice(0, 256);
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    throw invalid();
  }
  if (field.type === "flag") {
    if (value === true || value === 1 || value === "1" || value === "true") return 1;
    if (value === false || value === 0 || value === "0" || value === "false") return 0;
    throw invalid();
  }
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || Number.isNaN(n)) throw invalid();
  const range = INTEGER_RANGES[field.type];
  if (!Number.isInteger(n) || n < range.min || n > range.max)
    throw new RosterError("listFilterNotInteger", { field: name, ...range });
  return n;
}

/** `x` with the LIKE wildcards of the text escaped by `!`, so that client text matches literally. */
const likeLiteral = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

function like(ref: RawBuilder<unknown>, pattern: string): RawBuilder<SqlBool> {
  // lower() on both sides: case-insensitive contains on SQLite and PostgreSQL alike.
  return sql<SqlBool>`lower(${ref}) like lower(${pattern}) escape '!'`;
}

function range(ref: RawBuilder<unknown>, mode: "[]" | "[)" | "(]" | "()", low: unknown, high: unknown) {
  const parts: RawBuilder<SqlBool>[] = [];
  if (low !== undefined) parts.push(mode[0] === "[" ? sql`${ref} >= ${low}` : sql`${ref} > ${low}`);
  if (high !== undefined) parts.push(mode[1] === "]" ? sql`${ref} <= ${high}` : sql`${ref} < ${high}`);
  return parts;
}

/** The SQL condition of one filter, or undefined when the value is empty (no filter). */
function condition(field: ListField, name: string, mode: FilterMode, value: unknown) {
  if (mode === "address" || mode === "custom" || isEmpty(value)) return [];
  const ref = sql.ref(field.ref);
  const one = (v: unknown) => scalar(field, name, v);
  const textOnly = () => {
    if (field.type !== "text") throw new RosterError("listFilterInvalid", { field: name });
  };
  // Upstream: an array under the default mode is a closed range.
  const effective: FilterMode = mode === "=" && Array.isArray(value) && value.length >= 2 ? "[]" : mode;
  const list = (): Scalar[] => {
    const values = Array.isArray(value) ? value : [value];
    if (values.length > MAX_IN_VALUES) throw new RosterError("listFilterInvalid", { field: name });
    return values.filter((v) => !isEmpty(v)).map(one);
  };
  switch (effective) {
    case "=":
      return [sql<SqlBool>`${ref} = ${one(Array.isArray(value) ? value[0] : value)}`];
    case "!=":
      return [sql<SqlBool>`(${ref} is null or ${ref} <> ${one(value)})`];
    case ">":
      return [sql<SqlBool>`${ref} > ${one(value)}`];
    case ">=":
      return [sql<SqlBool>`${ref} >= ${one(value)}`];
    case "<":
      return [sql<SqlBool>`${ref} < ${one(value)}`];
    case "<=":
      return [sql<SqlBool>`${ref} <= ${one(value)}`];
    case "%%":
      textOnly();
      return [like(ref, `%${likeLiteral(String(one(value)))}%`)];
    case "%*":
      textOnly();
      return [like(ref, `${likeLiteral(String(one(value)))}%`)];
    case "*%":
      textOnly();
      return [like(ref, `%${likeLiteral(String(one(value)))}`)];
    case "in": {
      const values = list();
      return values.length === 0 ? [] : [sql<SqlBool>`${ref} in (${sql.join(values)})`];
    }
    case "nin": {
      const values = list();
      return values.length === 0
        ? []
        : [sql<SqlBool>`(${ref} is null or ${ref} not in (${sql.join(values)}))`];
    }
    default: {
      if (!Array.isArray(value) || value.length !== 2)
        throw new RosterError("listFilterInvalid", { field: name });
      const [low, high] = value.map((v) => (isEmpty(v) ? undefined : one(v)));
      return range(ref, effective, low, high);
    }
  }
}

/** The conditions of a list request's `columns` + `formData`; unknown fields answer -1. */
export function filterConditions(input: Pick<ListInput, "columns" | "formData">, spec: ListSpec) {
  const conditions: RawBuilder<SqlBool>[] = [];
  for (const column of input.columns ?? []) {
    const name = column.fieldName ?? column.key;
    const field = fieldOf(spec, name);
    const value =
      input.formData && Object.hasOwn(input.formData, column.key) ? input.formData[column.key] : undefined;
    conditions.push(...condition(field, name, column.mode, value));
  }
  return conditions;
}

/**
 * One page of `query` for a list request (the one paging and filtering helper of every list route):
 * filters from `columns` + `formData`, order from `sortRule` (allowed fields only) or the list's default,
 * `pageSize + 1` rows fetched so that `hasMore` is exact, and `total` counted for real.
 */
export async function listPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  input: ListInput,
  spec: ListSpec,
): Promise<Page<O>> {
  let filtered = query;
  for (const where of filterConditions(input, spec)) filtered = filtered.where(where);

  const sortRule = input.sortRule && input.sortRule.length > 0 ? input.sortRule : spec.defaultSort;
  let ordered = filtered;
  for (const rule of sortRule) {
    const field = fieldOf(spec, rule.name);
    if (field.sortable === false) throw new RosterError("listFieldNotAllowed", { field: rule.name });
    const ref = sql.ref(field.ref);
    if (field.nullable) ordered = ordered.orderBy(sql`(case when ${ref} is null then 1 else 0 end)`);
    ordered = ordered.orderBy(ref, rule.type);
  }
  // Ties follow the first rule's direction, so that a time-ordered key keeps "newest first" exact.
  ordered = ordered.orderBy(sql.ref(spec.tieBreaker), sortRule[0]?.type ?? "asc");

  const { pageIndex, pageSize } = input;
  const [fetched, counted] = await Promise.all([
    ordered
      .limit(pageSize + 1)
      .offset((pageIndex - 1) * pageSize)
      .execute(),
    filtered.clearSelect().select(sql<number | string>`count(*)`.as("total")).executeTakeFirst(),
  ]);
  return {
    rows: fetched.slice(0, pageSize) as O[],
    total: Number((counted as { total?: number | string } | undefined)?.total ?? 0),
    hasMore: fetched.length > pageSize,
    pagination: { pageIndex, pageSize },
  };
}
