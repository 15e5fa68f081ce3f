import { RosterError } from "@roster/contract";
import { and, type Comparison, type Cond, type DbValue, or } from "./conditions.js";
import { type CollectionSchema, encodeValue, type FieldSchema } from "./schemas.js";

/**
 * A client's `where` argument as the SDK serialises it, turned into a condition over fields the caller
 * may read. Supported: `{field: value}` (equality), `db.command` operators (`{$db: [{$method: "command"},
 * {$method: "gt", $param: [1]}, ...]}`: eq, neq, gt, gte, lt, lte, in, nin, exists, and/or on a field or
 * over whole conditions), `{$date}` and `db.getCloudEnv('$cloudEnv_uid')` (`{$env: "uid"}`). Everything
 * else (JQL strings, regexps, geo, expressions, nested paths) is refused by name.
 */
export interface WhereContext {
  collection: CollectionSchema;
  /** The field of this name, if the caller may read it; otherwise refuses it (91604). */
  readable(name: string): FieldSchema;
  uid: string | null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const refuseOperator = (operator: string) =>
  new RosterError("clientDbOperatorRefused", { operator: operator.slice(0, 64) });
const invalid = (field: string, detail: string) => new RosterError("clientDbValueInvalid", { field, detail });

const COMPARISONS: Record<string, Comparison> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
};

/** A scalar of the field's type as its database value (`{$date}` for times, `{$env: "uid"}` for ids). */
function scalar(field: FieldSchema, raw: unknown, ctx: WhereContext): DbValue {
  let value = raw;
  if (isPlainObject(raw)) {
    const keys = Object.keys(raw);
    if (keys.length === 1 && keys[0] === "$date" && field.type === "time") {
      const time =
        typeof raw.$date === "string" || typeof raw.$date === "number"
          ? new Date(raw.$date).getTime()
          : Number.NaN;
      if (!Number.isSafeInteger(time)) throw invalid(field.name, "not a date");
      value = time;
    } else if (keys.length === 1 && keys[0] === "$env" && raw.$env === "uid") {
      value = ctx.uid;
    } else {
      throw refuseOperator(keys.find((k) => k.startsWith("$")) ?? "object");
    }
  }
  if (typeof value === "string" && value.includes("\u0000")) throw invalid(field.name, "NUL character");
  const encoded = encodeValue(field.type, value);
  if (encoded === undefined) throw invalid(field.name, `expects ${field.type}`);
  return encoded;
}

/** The stages of a `{$db: [...]}` command after its leading `{$method: "command"}`, or undefined. */
function commandStages(value: unknown): { method: string; params: unknown[] }[] | undefined {
  if (!isPlainObject(value) || !Object.hasOwn(value, "$db")) return undefined;
  const chain = value.$db;
  if (Object.keys(value).length !== 1 || !Array.isArray(chain) || chain.length < 2)
    throw refuseOperator("$db");
  const stages = chain.map((stage) => {
    if (!isPlainObject(stage) || typeof stage.$method !== "string") throw refuseOperator("$db");
    const params = stage.$param ?? [];
    if (!Array.isArray(params)) throw refuseOperator(stage.$method);
    return { method: stage.$method, params };
  });
  if (stages[0]!.method !== "command" || stages[0]!.params.length > 0)
    throw refuseOperator(stages[0]!.method);
  return stages.slice(1);
}

/** The arguments of and/or: given one by one, or as one array. */
const operands = (params: unknown[]): unknown[] =>
  params.length === 1 && Array.isArray(params[0]) ? (params[0] as unknown[]) : params;

/** One operator stage on a field. */
function fieldOperator(field: FieldSchema, method: string, params: unknown[], ctx: WhereContext): Cond {
  const comparison = COMPARISONS[method];
  if (comparison && Object.hasOwn(COMPARISONS, method)) {
    if (params.length !== 1) throw refuseOperator(method);
    const value = scalar(field, params[0], ctx);
    if (value === null) {
      if (comparison !== "=" && comparison !== "<>") throw invalid(field.name, `${method}(null)`);
      return { kind: "exists", field: field.name, exists: comparison === "<>" };
    }
    return { kind: "cmp", field: field.name, op: comparison, value };
  }
  if (method === "in" || method === "nin") {
    const list = params[0];
    if (params.length !== 1 || !Array.isArray(list) || list.length > 500)
      throw invalid(field.name, `${method} takes one list`);
    return {
      kind: "in",
      field: field.name,
      values: list.map((v) => scalar(field, v, ctx)),
      negated: method === "nin",
    };
  }
  if (method === "exists") {
    if (params.length !== 1 || typeof params[0] !== "boolean")
      throw invalid(field.name, "exists takes true or false");
    return { kind: "exists", field: field.name, exists: params[0] };
  }
  if (method === "and" || method === "or") {
    const items = operands(params).map((item) => fieldValue(field, item, ctx));
    if (items.length === 0) throw invalid(field.name, `${method} needs conditions`);
    return method === "and" ? and(...items) : or(...items);
  }
  throw refuseOperator(method);
}

/** What a field must meet: a scalar (equality) or a command chain (`gt(1).and(lt(5))`). */
function fieldValue(field: FieldSchema, value: unknown, ctx: WhereContext): Cond {
  const stages = commandStages(value);
  if (!stages) {
    if (Array.isArray(value)) throw invalid(field.name, "a list is only accepted by in and nin");
    const encoded = scalar(field, value, ctx);
    return encoded === null
      ? { kind: "exists", field: field.name, exists: false }
      : { kind: "cmp", field: field.name, op: "=", value: encoded };
  }
  const [head, ...chained] = stages;
  let cond = fieldOperator(field, head!.method, head!.params, ctx);
  for (const stage of chained) {
    if (stage.method !== "and" && stage.method !== "or") throw refuseOperator(stage.method);
    const next = fieldOperator(field, stage.method, stage.params, ctx);
    cond = stage.method === "and" ? and(cond, next) : or(cond, next);
  }
  return cond;
}

/** A whole condition: `{field: value, ...}` (all must hold) or `db.command.and/or(...)`. */
export function whereCondition(where: unknown, ctx: WhereContext): Cond {
  if (typeof where === "string") throw refuseOperator("JQL string");
  const stages = commandStages(where);
  if (stages) {
    let cond: Cond | undefined;
    for (const stage of stages) {
      if (stage.method !== "and" && stage.method !== "or") throw refuseOperator(stage.method);
      const items = operands(stage.params).map((item) => whereCondition(item, ctx));
      if (items.length === 0)
        throw new RosterError("clientDbBadCommand", { detail: `${stage.method}() needs conditions` });
      const combined = stage.method === "and" ? and(...items) : or(...items);
      cond =
        cond === undefined ? combined : stage.method === "and" ? and(cond, combined) : or(cond, combined);
    }
    return cond!;
  }
  if (!isPlainObject(where))
    throw new RosterError("clientDbBadCommand", { detail: "where() takes an object" });
  const items: Cond[] = [];
  for (const [name, value] of Object.entries(where)) {
    if (name.startsWith("$")) throw refuseOperator(name);
    items.push(fieldValue(ctx.readable(name), value, ctx));
  }
  return and(...items);
}
