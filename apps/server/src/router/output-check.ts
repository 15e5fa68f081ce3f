import { z } from "zod";

/** `full`: the whole body through the output schema (development, tests); `shape`: top-level keys only. */
export type OutputCheck = "full" | "shape";

/** The top level of an output schema, read once per route at start-up. */
export interface OutputShape {
  /** The keys a body may carry; undefined when any key may pass (loose objects, records, unknown). */
  keys: ReadonlySet<string> | undefined;
  /** The keys every success must carry. */
  required: readonly string[];
}

function objectShape(schema: z.ZodObject): OutputShape {
  const entries = Object.entries(schema.shape as Record<string, z.ZodType>);
  const catchall = schema.def.catchall;
  return {
    keys: catchall && !(catchall instanceof z.ZodNever) ? undefined : new Set(entries.map(([key]) => key)),
    required: entries.filter(([, field]) => !field.safeParse(undefined).success).map(([key]) => key),
  };
}

/** The top-level shape of `schema`: objects, and unions of them (any key of a member; keys all require). */
export function outputShapeOf(schema: z.ZodType): OutputShape {
  if (schema instanceof z.ZodObject) return objectShape(schema);
  if (schema instanceof z.ZodUnion) {
    const members = (schema.options as z.ZodType[]).map(outputShapeOf);
    const keys = members.every((m) => m.keys) ? new Set(members.flatMap((m) => [...m.keys!])) : undefined;
    const required = members[0]?.required.filter((key) => members.every((m) => m.required.includes(key)));
    return { keys, required: required ?? [] };
  }
  return { keys: undefined, required: [] };
}

/**
 * Checks a success body (after the filters, before encryption) against its contract (a route's, a gateway
 * action's); returns what is wrong,
 * or undefined. Unknown top-level keys are a fault under `full` and silently dropped under `shape`, so that
 * nothing the contract does not promise reaches the wire.
 */
export function checkOutput(
  contract: { readonly output: z.ZodType },
  shape: OutputShape,
  body: Record<string, unknown>,
  mode: OutputCheck,
): string | undefined {
  if (shape.keys) {
    for (const key of Object.keys(body)) {
      if (shape.keys.has(key)) continue;
      if (mode === "full") return `unexpected field "${key}"`;
      delete body[key];
    }
  }
  if (mode === "shape") {
    const missing = shape.required.find((key) => body[key] === undefined);
    return missing === undefined ? undefined : `missing field "${missing}"`;
  }
  const result = contract.output.safeParse(body);
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  return `field "${issue.path.join(".") || "(body)"}": ${issue.message}`;
}
