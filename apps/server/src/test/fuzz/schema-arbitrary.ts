import fc from "fast-check";
import { z } from "zod";
import { deepArray, deepObject } from "./hostile-values.js";

/** The parts of a JSON Schema (as `z.toJSONSchema` writes them) that the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

/** Values a field of this name plausibly holds here (ids, list field names): valid-ish input hits real rows. */
export type Vocabulary = (fieldName: string) => readonly unknown[];

/** The JSON Schema of a contract's input side, with anything it cannot say left open. */
export const inputSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as JsonSchema;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? 256));
    } catch {
      // A pattern fast-check cannot read: plain text then.
    }
  }
  return fc.string({ minLength, maxLength, unit: "grapheme" });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * A valid-ish value of `schema`: the right shape most of the time (so that calls get past validation and
 * reach handlers and the database), with field names mapped to plausible values by `vocabulary`.
 */
export function arbitraryFor(
  schema: JsonSchema,
  vocabulary: Vocabulary,
  name = "",
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const own = ownArbitrary(schema, vocabulary, name, depth);
  if (vocabulary(name).length === 0) return own;
  // Read when a value is drawn, not when the arbitrary is built: the ids of the world change.
  const word = fc.nat().map((i) => {
    const words = vocabulary(name);
    return words[i % words.length];
  });
  return fc.oneof(own, word);
}

function ownArbitrary(
  schema: JsonSchema,
  vocabulary: Vocabulary,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => arbitraryFor(s, vocabulary, name, depth)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], vocabulary, name, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(arbitraryFor(schema.items ?? {}, vocabulary, name, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case "object":
      return objectArbitrary(schema, vocabulary, depth);
    default:
      return freeForm(fc.jsonValue({ maxDepth: 2 }));
  }
}

/** A free-form field (any JSON, or an object of any keys): sometimes a deep or huge value. */
const freeForm = (honest: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: honest, weight: 3 }, { arbitrary: FREE_FORM_HOSTILE, weight: 1 });

const FREE_FORM_HOSTILE = fc.constantFrom(
  deepObject(10),
  deepObject(100),
  deepObject(6_000),
  deepArray(20_000),
  { a: deepArray(8_000), b: "x".repeat(70_000) },
  Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`k${i}`, "v"])),
);

function objectArbitrary(schema: JsonSchema, vocabulary: Vocabulary, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0) {
    const values =
      typeof schema.additionalProperties === "object"
        ? arbitraryFor(schema.additionalProperties, vocabulary, "", depth + 1)
        : fc.jsonValue({ maxDepth: 2 });
    const keys = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.nat().map((i) => {
        const words = vocabulary("*key") as string[];
        return words.length > 0 ? words[i % words.length]! : "k";
      }),
    );
    return freeForm(fc.dictionary(keys, values, { maxKeys: 4 }));
  }
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of names) record[key] = arbitraryFor(properties[key]!, vocabulary, key, depth + 1);
  // Required fields are usually there; sometimes one goes missing (the -1 "required" path).
  const required = schema.required ?? [];
  return fc.oneof(
    { arbitrary: fc.record(record, { requiredKeys: required }), weight: 5 },
    { arbitrary: fc.record(record, { requiredKeys: [] }), weight: 1 },
  );
}
