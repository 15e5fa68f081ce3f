import { type Locale, RosterError } from "@roster/contract";
import { newId } from "../../lib/ids.js";
import type { Services } from "../services.js";
import type { Plan } from "./command.js";
import { readBody } from "./command.js";
import { and, type Cond, type DbValue, holds } from "./conditions.js";
import { insertWithinCap } from "./owner-cap.js";
import { countRows, deleteRows, selectRows, updateRows } from "./repository.js";
import { ruleCondition } from "./rules.js";
import { type CollectionSchema, encodeValue, type FieldSchema, fieldEncoder, SCHEMAS } from "./schemas.js";
import { whereCondition } from "./where.js";

/** The caller of a clientDB command: the uid (null for a stranger) and the enabled roles. */
export interface ClientDbCaller {
  uid: string | null;
  roles: string[];
}

const DEFAULT_LIMIT = 100;

/** A collection, refused (91602) unless a schema opens it. */
function collectionOf(name: string): CollectionSchema {
  const schema = SCHEMAS.get(name);
  if (!schema) throw new RosterError("clientDbCollectionRefused", { collection: name.slice(0, 60) });
  return schema;
}

/** One command checked against its collection's schema for one caller. */
class Checked {
  private readonly encode: ReturnType<typeof fieldEncoder>;
  constructor(
    readonly collection: CollectionSchema,
    readonly caller: ClientDbCaller,
  ) {
    this.encode = fieldEncoder(collection);
  }

  /** The documents the caller may touch for `action`, as a condition; refused when none can be. */
  allowed(action: "read" | "update" | "delete"): Cond {
    const cond = ruleCondition(this.collection.permission[action], this.caller, this.encode);
    if (cond.kind === "const" && !cond.value) throw this.denied(action);
    return cond;
  }

  denied(action: "read" | "create" | "update" | "delete"): RosterError {
    return new RosterError("clientDbPermissionDenied", {
      action, // said as a verb of the caller's language (CLIENT_DB_ACTIONS)
      collection: this.collection.name,
    });
  }

  /** A field the caller may read (unknown and closed fields are refused alike: 91604). */
  readable = (name: string): FieldSchema => {
    const field = this.collection.fields.get(name);
    if (!field || !this.opens(field.read))
      throw new RosterError("clientDbFieldRefused", { field: name.slice(0, 60) });
    return field;
  };

  /** A field the caller may write. */
  writable(name: string): FieldSchema {
    if (name.startsWith("$"))
      throw new RosterError("clientDbOperatorRefused", { operator: name.slice(0, 60) });
    const field = this.collection.fields.get(name);
    if (!field || !this.opens(field.write) || !this.opens(field.read)) {
      throw new RosterError("clientDbFieldRefused", { field: name.slice(0, 60) });
    }
    return field;
  }

  private opens(rule: FieldSchema["read"]): boolean {
    const cond = ruleCondition(rule, this.caller, this.encode);
    return cond.kind === "const" && cond.value;
  }

  /** The client's where (or doc id) as a condition over readable fields. */
  filter(plan: Plan): Cond {
    if (plan.docId !== undefined) return whereCondition({ _id: plan.docId }, this.context());
    return plan.where === undefined
      ? { kind: "const", value: true }
      : whereCondition(plan.where, this.context());
  }

  private context() {
    return { collection: this.collection, readable: this.readable, uid: this.caller.uid };
  }

  /** A written value of a field as its database value. */
  value(field: FieldSchema, raw: unknown): DbValue {
    if (raw !== null && typeof raw === "object") {
      const key = Object.keys(raw).find((k) => k.startsWith("$")) ?? "object";
      throw new RosterError("clientDbOperatorRefused", { operator: key.slice(0, 60) });
    }
    const value = encodeValue(field.type, raw);
    if (value === undefined || value === null) {
      throw new RosterError("clientDbValueInvalid", { field: field.name, detail: `expects ${field.type}` });
    }
    if (typeof value === "string") {
      if (value.includes("\u0000"))
        throw new RosterError("clientDbValueInvalid", { field: field.name, detail: "NUL character" });
      if (field.maxLength !== undefined && value.length > field.maxLength) {
        throw new RosterError("clientDbValueInvalid", {
          field: field.name,
          detail: `at most ${field.maxLength} characters`,
        });
      }
    }
    return value;
  }
}

const present = (row: Record<string, DbValue>, collection: CollectionSchema) =>
  Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      collection.fields.get(name)?.type === "flag" ? value === 1 : value,
    ]),
  );

/** The fields a read returns: those named by field() (all readable ones without it), `_id` always. */
function selectedFields(checked: Checked, plan: Plan): string[] {
  const all = [...checked.collection.fields.keys()];
  if (plan.field === undefined) return all.filter((name) => tryReadable(checked, name));
  const named =
    typeof plan.field === "string"
      ? plan.field
          .split(",")
          .map((f) => f.trim())
          .filter((f) => f !== "")
      : Object.entries(plan.field)
          .filter(([, on]) => on === true || on === 1)
          .map(([name]) => name);
  if (typeof plan.field !== "string" && Object.values(plan.field).some((on) => on === false || on === 0)) {
    throw new RosterError("clientDbOperatorRefused", { operator: "field exclusion" });
  }
  for (const name of named) {
    if (/\s/.test(name)) throw new RosterError("clientDbOperatorRefused", { operator: "field alias" });
    checked.readable(name);
  }
  return [...new Set(["_id", ...named])];
}

const tryReadable = (checked: Checked, name: string) => {
  try {
    checked.readable(name);
    return true;
  } catch {
    return false;
  }
};

/** The order of a read: orderBy(field, dir) stages, or orderBy("a asc, b desc"). */
function ordering(checked: Checked, plan: Plan) {
  const order: { field: string; direction: "asc" | "desc" }[] = [];
  for (const stage of plan.orderBy) {
    const parts = stage.length === 2 ? [`${stage[0]} ${stage[1]}`] : stage[0].split(",");
    for (const part of parts) {
      const [name = "", direction = "asc", ...extra] = part.trim().split(/\s+/);
      if (extra.length > 0 || (direction !== "asc" && direction !== "desc")) {
        throw new RosterError("clientDbBadCommand", { detail: "orderBy(field, 'asc' | 'desc')" });
      }
      checked.readable(name);
      order.push({ field: name, direction });
    }
  }
  if (order.length > 5)
    throw new RosterError("clientDbBadCommand", { detail: "orderBy() takes at most 5 fields" });
  return order;
}

async function runRead(svc: Services, checked: Checked, plan: Plan): Promise<Record<string, unknown>> {
  const cond = and(checked.filter(plan), checked.allowed("read"));
  const { collection } = checked;
  if (plan.operation.kind === "count") {
    const total = await countRows(svc.db, collection, cond);
    return { code: 0, message: "", total, affectedDocs: total };
  }
  const { getCount, getOne } = plan.operation as { getCount: boolean; getOne: boolean };
  const rows = await selectRows(svc.db, collection, {
    fields: selectedFields(checked, plan),
    cond,
    order: ordering(checked, plan),
    skip: plan.skip ?? 0,
    limit: getOne ? 1 : (plan.limit ?? DEFAULT_LIMIT),
  });
  const data = rows.map((row) => present(row, collection));
  const answer: Record<string, unknown> = {
    code: 0,
    message: "",
    data: getOne ? (data[0] ?? null) : data,
    affectedDocs: data.length,
  };
  if (getCount) answer.count = await countRows(svc.db, collection, cond);
  return answer;
}

async function runAdd(svc: Services, checked: Checked, docs: Record<string, unknown>[], many: boolean) {
  const { collection, caller } = checked;
  const now = svc.clock.now();
  const create = ruleCondition(collection.permission.create, caller, fieldEncoder(collection));
  if (create.kind === "const" && !create.value) throw checked.denied("create");
  const rows = docs.map((doc) => {
    const row: Record<string, DbValue> = {};
    for (const field of collection.fields.values()) {
      if (field.defaultValue !== undefined) row[field.name] = field.defaultValue;
    }
    for (const [name, raw] of Object.entries(doc)) row[name] = checked.value(checked.writable(name), raw);
    for (const field of collection.fields.values()) {
      if (field.forceDefaultValue === "auth.uid") row[field.name] = caller.uid;
      if (field.forceDefaultValue === "now") row[field.name] = now;
      if (field.required && (row[field.name] === undefined || row[field.name] === null)) {
        throw new RosterError("clientDbValueInvalid", { field: field.name, detail: "required" });
      }
    }
    row._id = newId();
    if (!holds(create, row)) throw checked.denied("create");
    return row;
  });
  await insertWithinCap(svc, collection, rows);
  await svc.settled();
  const ids = rows.map((row) => row._id as string);
  return many ? { code: 0, message: "", ids, inserted: ids.length } : { code: 0, message: "", id: ids[0] };
}

async function runWrite(svc: Services, checked: Checked, plan: Plan): Promise<Record<string, unknown>> {
  const { operation } = plan;
  if (operation.kind === "add") return runAdd(svc, checked, operation.docs, operation.many);
  const action = operation.kind === "update" ? "update" : "delete";
  const cond = and(checked.filter(plan), checked.allowed(action));
  if (operation.kind === "update") {
    const changes: Record<string, DbValue> = {};
    for (const [name, raw] of Object.entries(operation.data))
      changes[name] = checked.value(checked.writable(name), raw);
    if (Object.keys(changes).length === 0)
      throw new RosterError("clientDbBadCommand", { detail: "update() needs fields" });
    const updated = await updateRows(svc.db, checked.collection, changes, cond);
    await svc.settled();
    return { code: 0, message: "", updated, affectedDocs: updated };
  }
  const deleted = await deleteRows(svc.db, checked.collection, cond);
  await svc.settled();
  return { code: 0, message: "", deleted, affectedDocs: deleted };
}

async function runPlan(svc: Services, caller: ClientDbCaller, plan: Plan): Promise<Record<string, unknown>> {
  const checked = new Checked(collectionOf(plan.collection), caller);
  const kind = plan.operation.kind;
  return kind === "get" || kind === "count" ? runRead(svc, checked, plan) : runWrite(svc, checked, plan);
}

/**
 * Runs what `uniCloud.database()` sent to `DCloud-clientDB` for this caller: checks the command, applies
 * the collection's permission schema (row rules become SQL conditions), runs it and answers in the SDK's
 * shapes (`{code: 0, data}`, `{code: 0, total}`, `{code: 0, id}`, `{code: 0, updated}`, `{code: 0,
 * deleted}`, `{code: 0, dataList}` for multiSend). A refused command answers `{code, message}` with a code of
 * 91600-91699; other errors are thrown.
 */
export async function runClientDb(
  svc: Services,
  caller: ClientDbCaller,
  body: unknown,
  locale: Locale = "en",
): Promise<Record<string, unknown>> {
  try {
    const { plans, multi } = readBody(body);
    if (!multi) return await runPlan(svc, caller, plans[0]!);
    const dataList: Record<string, unknown>[] = [];
    for (const plan of plans) dataList.push(await runPlan(svc, caller, plan));
    return { code: 0, message: "", dataList };
  } catch (error) {
    if (!(error instanceof RosterError)) throw error;
    return { code: error.code, message: error.localized(locale) };
  }
}
