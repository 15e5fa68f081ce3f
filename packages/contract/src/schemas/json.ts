import { z } from "zod";

/**
 * Free-form JSON in route inputs. Everything here walks values with an explicit stack, never by recursion:
 * input nested thousands deep must be refused, not crash the process that checks it.
 */

/** Why a value is refused: a NUL in a text or key, too deep, a prototype key, or not JSON at all. */
export type JsonProblemKind = "nul" | "tooDeep" | "protoKey" | "notJson";

/** The first thing wrong with a value, and where (the keys and indexes from the root). */
export interface JsonProblem {
  kind: JsonProblemKind;
  path: (string | number)[];
}

/** Keys that rewrite an object's prototype when a careless consumer assigns them. */
const PROTO_KEYS = new Set(["__proto__"]);

const isPlainRecord = (v: object): v is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * The first problem of `value` as untrusted JSON input, or undefined: a string or key holding NUL (PostgreSQL
 * refuses it in text), nesting deeper than `maxDepth` (the root counts 0; each array or object adds 1), an
 * own `__proto__` key, or something JSON cannot carry (functions, non-finite numbers, class instances).
 */
export function findJsonProblem(value: unknown, maxDepth: number): JsonProblem | undefined {
  const stack: { value: unknown; depth: number; path: (string | number)[] }[] = [
    { value, depth: 0, path: [] },
  ];
  while (stack.length > 0) {
    const { value: v, depth, path } = stack.pop()!;
    if (typeof v === "string") {
      if (v.includes("\u0000")) return { kind: "nul", path };
      continue;
    }
    // undefined: a property an in-process caller left unset; JSON never carries it.
    if (v === null || v === undefined || typeof v === "boolean") continue;
    if (typeof v === "number") {
      if (!Number.isFinite(v)) return { kind: "notJson", path };
      continue;
    }
    if (typeof v !== "object") return { kind: "notJson", path };
    if (depth >= maxDepth) return { kind: "tooDeep", path };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ value: v[i], depth: depth + 1, path: [...path, i] });
      continue;
    }
    if (!isPlainRecord(v)) return { kind: "notJson", path };
    const keys = Object.keys(v);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (key.includes("\u0000")) return { kind: "nul", path };
      if (PROTO_KEYS.has(key)) return { kind: "protoKey", path: [...path, key] };
      stack.push({ value: v[key], depth: depth + 1, path: [...path, key] });
    }
  }
  return undefined;
}

/** UTF-8 length of a text, without allocating its encoding. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      bytes += next >= 0xdc00 && next <= 0xdfff ? 4 : 3;
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Bounds of a free-form JSON field. */
export interface JsonBounds {
  /** Levels of arrays and objects below the field itself (an object of scalars is depth 1). */
  maxDepth: number;
  /** Size of its JSON text in UTF-8 bytes. */
  maxBytes: number;
}

const MESSAGE_OF: Record<JsonProblemKind, string> = {
  nul: "nul",
  tooDeep: "tooDeep",
  protoKey: "invalid",
  notJson: "invalid",
};

/** Adds the issue of a value that breaks `bounds` to a zod check context. */
function checkJson(value: unknown, bounds: JsonBounds, ctx: z.core.$RefinementCtx) {
  const problem = findJsonProblem(value, bounds.maxDepth);
  if (problem) {
    ctx.addIssue({
      code: "custom",
      message: MESSAGE_OF[problem.kind],
      path: problem.path,
      params: { max: bounds.maxDepth },
      input: value,
    });
    return;
  }
  // Safe now: the depth is bounded, so serializing cannot overflow the stack.
  const bytes = utf8Length(JSON.stringify(value) ?? "");
  if (bytes > bounds.maxBytes)
    ctx.addIssue({ code: "custom", message: "tooLarge", params: { max: bounds.maxBytes }, input: value });
}

/** Any JSON value (required), at most `maxDepth` levels deep and `maxBytes` long, without NUL. */
export const jsonValue = (bounds: JsonBounds) =>
  z.unknown().superRefine((value, ctx) => {
    if (value === undefined) ctx.addIssue({ code: "custom", message: "required", input: value });
    else checkJson(value, bounds, ctx);
  });

/** A JSON object (string keys), bounded as {@link jsonValue}. */
export const jsonObject = (bounds: JsonBounds) =>
  z.record(z.string(), z.unknown()).superRefine((value, ctx) => checkJson(value, bounds, ctx));
