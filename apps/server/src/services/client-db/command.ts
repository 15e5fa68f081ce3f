import { RosterError } from "@roster/contract";
import { z } from "zod";

/**
 * The commands `uniCloud.database()` sends to `DCloud-clientDB`: `{action?, command: {$db: [{$method,
 * $param}, ...]}}`, or `multiCommand: [{action?, command}, ...]` from `multiSend` (each ending in getTemp).
 * Parsed strictly into a plan; any method outside the supported subset is refused by name.
 */
export const LIMITS = { depth: 24, nodes: 4_000, stringLength: 20_000, chain: 12, multi: 10, addMany: 100 };

/** Refuses a body too large or too deep before anything reads it (91606). */
export function checkSize(body: unknown): void {
  let nodes = 0;
  const visit = (value: unknown, depth: number): void => {
    if (++nodes > LIMITS.nodes || depth > LIMITS.depth) throw new RosterError("clientDbTooLarge");
    if (typeof value === "string" && value.length > LIMITS.stringLength)
      throw new RosterError("clientDbTooLarge");
    if (typeof value !== "object" || value === null) return;
    for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child, depth + 1);
  };
  visit(body, 0);
}

const Stage = z.strictObject({ $method: z.string().max(64), $param: z.array(z.unknown()).optional() });
const Command = z.strictObject({ $db: z.array(Stage).min(2).max(LIMITS.chain) });
const Doc = z.record(z.string(), z.unknown()).refine((v) => !Array.isArray(v));
const Body = z.object({
  action: z.unknown().optional(),
  command: Command.optional(),
  multiCommand: z
    .array(z.strictObject({ action: z.unknown().optional(), command: Command }))
    .min(1)
    .max(LIMITS.multi)
    .optional(),
});

const PARAMS = {
  collection: z.tuple([z.string().min(1).max(200)]),
  doc: z.tuple([z.string().min(1).max(100)]),
  where: z.tuple([z.unknown()]),
  field: z.tuple([
    z.union([
      z.string().max(2_000),
      z.record(z.string(), z.union([z.boolean(), z.literal(0), z.literal(1)])),
    ]),
  ]),
  orderBy: z.union([
    z.tuple([z.string().min(1).max(500)]),
    z.tuple([z.string().min(1).max(100), z.enum(["asc", "desc"])]),
  ]),
  skip: z.tuple([z.number().int().min(0).max(1_000_000)]),
  limit: z.tuple([z.number().int().min(1).max(1_000)]),
  get: z.union([
    z.tuple([]),
    z.tuple([z.strictObject({ getCount: z.boolean().optional(), getOne: z.boolean().optional() })]),
  ]),
  getTemp: z.tuple([]),
  count: z.tuple([]),
  add: z.tuple([z.union([Doc, z.array(Doc).min(1).max(LIMITS.addMany)])]),
  update: z.tuple([Doc]),
  remove: z.tuple([]),
};
type Method = keyof typeof PARAMS;
type Params<M extends Method> = z.infer<(typeof PARAMS)[M]>;

export type Operation =
  | { kind: "get"; getCount: boolean; getOne: boolean }
  | { kind: "count" }
  | { kind: "add"; docs: Record<string, unknown>[]; many: boolean }
  | { kind: "update"; data: Record<string, unknown> }
  | { kind: "remove" };

/** One command, read but not yet checked against a schema. */
export interface Plan {
  collection: string;
  docId?: string;
  /** The raw `where` argument (checked by where.ts). */
  where?: unknown;
  field?: Params<"field">[0];
  orderBy: Params<"orderBy">[];
  skip?: number;
  limit?: number;
  operation: Operation;
}

const bad = (detail: string) => new RosterError("clientDbBadCommand", { detail });

function params<M extends Method>(method: M, raw: unknown[] | undefined): Params<M> {
  const parsed = PARAMS[method].safeParse(raw ?? []);
  if (!parsed.success) throw bad(`${method}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  return parsed.data as Params<M>;
}

const TERMINALS = new Set(["get", "getTemp", "count", "add", "update", "remove"]);
const MODIFIERS = new Set(["doc", "where", "field", "orderBy", "skip", "limit"]);

/** Reads one `{$db}` chain into a plan (`inMulti`: a multiSend sub-command, which only reads). */
function readChain(stages: z.infer<typeof Stage>[], inMulti: boolean): Plan {
  const [first, ...rest] = stages;
  if (first?.$method !== "collection") throw bad("a command starts with collection()");
  const [collection] = params("collection", first.$param);
  if (collection.includes(",")) throw new RosterError("clientDbMethodRefused", { method: "lookup" });
  const last = rest.pop()!;
  if (!TERMINALS.has(last.$method)) {
    const known = MODIFIERS.has(last.$method);
    throw known ? bad("a command ends with get, count, add, update or remove") : refused(last.$method);
  }
  const plan: Plan = { collection, orderBy: [], operation: { kind: "count" } };
  const seen = new Set<string>();
  for (const stage of rest) {
    const method = stage.$method;
    if (!MODIFIERS.has(method)) throw refused(method);
    if (method !== "orderBy" && seen.has(method)) throw bad(`${method}() is given twice`);
    seen.add(method);
    if (method === "doc") [plan.docId] = params("doc", stage.$param);
    else if (method === "where") [plan.where] = params("where", stage.$param);
    else if (method === "field") [plan.field] = params("field", stage.$param);
    else if (method === "orderBy") plan.orderBy.push(params("orderBy", stage.$param));
    else if (method === "skip") [plan.skip] = params("skip", stage.$param);
    else [plan.limit] = params("limit", stage.$param);
  }
  if (seen.has("doc") && seen.has("where")) throw bad("doc() and where() cannot be combined");
  if (plan.orderBy.length > 3) throw bad("orderBy() is given more than 3 times");
  plan.operation = readTerminal(last, seen, inMulti);
  return plan;
}

const refused = (method: string) => new RosterError("clientDbMethodRefused", { method: method.slice(0, 64) });

function readTerminal(stage: z.infer<typeof Stage>, seen: Set<string>, inMulti: boolean): Operation {
  const method = stage.$method;
  const reading = method === "get" || method === "getTemp" || method === "count";
  if (inMulti !== (method === "getTemp") && method !== "count") {
    throw inMulti ? bad("multiSend runs getTemp() commands") : refused(method);
  }
  const onlyFilters = ["field", "orderBy", "skip", "limit"].filter((m) => seen.has(m));
  if (!reading && onlyFilters.length > 0) throw bad(`${onlyFilters[0]}() only goes with get()`);
  if (method === "getTemp") {
    params("getTemp", stage.$param);
    return { kind: "get", getCount: false, getOne: false };
  }
  if (method === "get") {
    const [options] = params("get", stage.$param);
    return { kind: "get", getCount: options?.getCount === true, getOne: options?.getOne === true };
  }
  if (method === "count") {
    params("count", stage.$param);
    if (seen.has("field") || seen.has("orderBy")) throw bad("count() takes no field() or orderBy()");
    return { kind: "count" };
  }
  if (method === "add") {
    if (seen.size > 0) throw bad("add() follows collection() directly");
    const [data] = params("add", stage.$param);
    return Array.isArray(data)
      ? { kind: "add", docs: data, many: true }
      : { kind: "add", docs: [data], many: false };
  }
  if (method === "update") return { kind: "update", data: params("update", stage.$param)[0] };
  params("remove", stage.$param);
  return { kind: "remove" };
}

/** The plans of a clientDB call: one command, or the read commands of a multiSend. */
export function readBody(body: unknown): { plans: Plan[]; multi: boolean } {
  checkSize(body);
  const parsed = Body.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw bad(`${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`);
  }
  const { action, command, multiCommand } = parsed.data;
  const actions = [action, ...(multiCommand ?? []).map((m) => m.action)];
  if (actions.some((a) => a !== undefined && a !== null && a !== "")) throw refused("action");
  if (multiCommand && command) throw bad("command and multiCommand cannot be combined");
  if (multiCommand) return { plans: multiCommand.map((m) => readChain(m.command.$db, true)), multi: true };
  if (!command) throw bad("command is missing");
  return { plans: [readChain(command.$db, false)], multi: false };
}
