import { FILTER_MODES } from "@roster/contract";
import fc from "fast-check";
import type { Vocabulary } from "./schema-arbitrary.js";

/**
 * Coherent list filters: a `formData` value and a `columns` entry naming the same field, so that the
 * filter reaches SQL, with values at the edges of the column types (fractions, huge numbers, numeric
 * text, ranges, long `in` lists).
 */
const filterValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 3 },
  {
    arbitrary: fc.constantFrom(0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 1e300, -1e300, -0),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom("1e300", "12.5", "0x10", " 7 ", "", "1", "true", "%", "_", "!", "\ud800"),
    weight: 2,
  },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.string({ maxLength: 10 }), weight: 1 },
  {
    arbitrary: fc.tuple(
      fc.oneof(fc.double(), fc.constant(null)),
      fc.oneof(fc.integer(), fc.double(), fc.constant("")),
    ),
    weight: 2,
  },
  {
    arbitrary: fc.array(fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 4 })), { maxLength: 300 }),
    weight: 1,
  },
  { arbitrary: fc.constantFrom(null, true, false, {}, { $ne: 1 }), weight: 1 },
);

/** Modes that compare or list values (where a number's type matters), more often than the others. */
const filterMode = fc.oneof(
  { arbitrary: fc.constantFrom("=", "!=", ">", ">=", "<", "<=", "in", "nin", "[]", "()"), weight: 3 },
  { arbitrary: fc.constantFrom(...FILTER_MODES), weight: 1 },
);

/** `{formData, columns}` with 1-3 filters on fields the lists may offer. */
export function listFilterArbitrary(vocabulary: Vocabulary): fc.Arbitrary<Record<string, unknown>> {
  const field = fc.nat().map((i) => {
    const names = vocabulary("*key") as string[];
    return names.length > 0 ? names[i % names.length]! : "status";
  });
  return fc
    .array(fc.tuple(field, filterValue, filterMode), { minLength: 1, maxLength: 3 })
    .map((filters) => ({
      formData: Object.fromEntries(filters.map(([name, value]) => [name, value])),
      columns: filters.map(([name, , mode]) => ({ key: name, mode })),
    }));
}
