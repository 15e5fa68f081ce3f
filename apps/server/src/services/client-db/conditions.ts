/**
 * The conditions of clientDB: one tree for what a client's `where` asks and what a permission rule allows,
 * over the collections' public field names. Values are database values (a flag is 0/1), checked against
 * the field's type before they get here. The repository compiles a tree to SQL; create rules are
 * evaluated in memory on the new document.
 */
export type DbValue = string | number | null;

export type Comparison = "=" | "<>" | ">" | ">=" | "<" | "<=";

export type Cond =
  | { kind: "const"; value: boolean }
  | { kind: "cmp"; field: string; op: Comparison; value: DbValue }
  | { kind: "in"; field: string; values: DbValue[]; negated: boolean }
  | { kind: "exists"; field: string; exists: boolean }
  | { kind: "and" | "or"; items: Cond[] }
  | { kind: "not"; item: Cond };

export const TRUE: Cond = { kind: "const", value: true };
export const FALSE: Cond = { kind: "const", value: false };

/** Every item holds (constants folded away). */
export function and(...items: Cond[]): Cond {
  const kept: Cond[] = [];
  for (const item of items) {
    if (item.kind === "const") {
      if (!item.value) return FALSE;
    } else kept.push(item);
  }
  if (kept.length === 0) return TRUE;
  return kept.length === 1 ? kept[0]! : { kind: "and", items: kept };
}

/** Any item holds (constants folded away). */
export function or(...items: Cond[]): Cond {
  const kept: Cond[] = [];
  for (const item of items) {
    if (item.kind === "const") {
      if (item.value) return TRUE;
    } else kept.push(item);
  }
  if (kept.length === 0) return FALSE;
  return kept.length === 1 ? kept[0]! : { kind: "or", items: kept };
}

export function not(item: Cond): Cond {
  return item.kind === "const" ? { kind: "const", value: !item.value } : { kind: "not", item };
}

const compare = (left: DbValue, op: Comparison, right: DbValue): boolean => {
  if (op === "=") return left === right;
  if (op === "<>") return left !== right;
  if (left === null || right === null || typeof left !== typeof right) return false;
  if (op === ">") return left > right;
  if (op === ">=") return left >= right;
  if (op === "<") return left < right;
  return left <= right;
};

/** Whether a document (database values by public field name) meets a condition. */
export function holds(cond: Cond, doc: Readonly<Record<string, DbValue>>): boolean {
  const value = (field: string): DbValue => (Object.hasOwn(doc, field) ? (doc[field] ?? null) : null);
  switch (cond.kind) {
    case "const":
      return cond.value;
    case "cmp":
      return compare(value(cond.field), cond.op, cond.value);
    case "in":
      return cond.values.includes(value(cond.field)) !== cond.negated;
    case "exists":
      return (value(cond.field) !== null) === cond.exists;
    case "and":
      return cond.items.every((item) => holds(item, doc));
    case "or":
      return cond.items.some((item) => holds(item, doc));
    case "not":
      return !holds(cond.item, doc);
  }
}
