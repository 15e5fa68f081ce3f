import fc from "fast-check";

/**
 * Values a hostile or broken client sends in place of an honest one: wrong types, huge texts and arrays,
 * deep nesting, NUL, lone surrogates and other awkward unicode, prototype keys, numbers at the edges.
 */

/** `{a: {a: ... leaf}}` `depth` deep, built without recursion. */
export function deepObject(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** `[[[ ... leaf ]]]` `depth` deep. */
export function deepArray(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** An object with own keys exactly as given, `__proto__` included (as JSON.parse makes them). */
export const ownKeys = (entries: [string, unknown][]): Record<string, unknown> => Object.fromEntries(entries);

/** Links a browser reads as pointing at another host, or at script (issue 27, links). */
export const HOSTILE_LINKS = [
  "/\\evil.example/x",
  "/\\/evil.example",
  "//evil.example/x",
  "/\t/evil.example",
  "https:\\\\evil.example",
  "\\\\evil.example\\x",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  " https://example.com/a.png",
] as const;

/** Phone numbers of other countries and odd spellings of a mainland one (issue 27, phone numbers). */
const HOSTILE_PHONES = [
  "+12025550123",
  "+1 202 555 0123",
  "0012025550123",
  "+8613800138000",
  "+86+8613800138000",
];

const awkwardText = fc.constantFrom(
  ...HOSTILE_LINKS,
  ...HOSTILE_PHONES,
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\ud83d\ude00\u200d\u{1f469}",
  "\u202eevil",
  "e\u0301\u0301\u0301",
  "\ufeff",
  "' or 1=1 --",
  '"; drop table users; --',
  "%_!\\",
  "^(.*.*)*X$",
  "$ne",
  "../../etc/passwd",
  `$${"{"}7*7}{{7*7}}`, // a template-injection probe
  "<script>alert(1)</script>",
  "null",
  "true",
  "1e309",
  "-0",
  " ",
  "",
);

const edgeNumbers = fc.constantFrom(
  0.5,
  -1,
  -0,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_VALUE,
  Number.POSITIVE_INFINITY,
  Number.NaN,
);

const protoKeyed = fc
  .tuple(
    fc.constantFrom(
      "__proto__",
      "constructor",
      "prototype",
      "toString",
      "hasOwnProperty",
      "__defineGetter__",
    ),
    fc.jsonValue({ maxDepth: 1 }),
  )
  .map(([key, value]) => ownKeys([[key, key === "constructor" ? { prototype: { polluted: true } } : value]]));

/**
 * Huge and deep values, built once and shared by the requests that send them (the router never changes
 * its input): texts up to 500 KB, 20,000-item arrays, nesting 1,000 to 20,000 deep.
 */
const BIG_VALUES: readonly unknown[] = [
  "x".repeat(10_000),
  "\u4e2d".repeat(150_000),
  "y".repeat(500_000),
  Array.from({ length: 20_000 }, (_, i) => i),
  Array.from({ length: 2_000 }, () => ({ k: "v" })),
  deepObject(1_000),
  deepObject(20_000),
  deepArray(5_000),
  deepArray(20_000, "\u0000"),
  Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i])),
];

const CHEAP: fc.WeightedArbitrary<unknown>[] = [
  { arbitrary: awkwardText, weight: 6 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 30 }), weight: 4 },
  { arbitrary: fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`), weight: 3 },
  { arbitrary: edgeNumbers, weight: 5 },
  { arbitrary: fc.double(), weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]]), weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  { arbitrary: protoKeyed, weight: 3 },
  { arbitrary: fc.integer({ min: 20, max: 200 }).map((d) => deepObject(d)), weight: 2 },
];
// Built once: some arbitraries (full-unicode strings) are costly to build.
const HOSTILE_CHEAP = fc.oneof(...CHEAP);
const HOSTILE_ANY = fc.oneof(...CHEAP, { arbitrary: fc.constantFrom(...BIG_VALUES), weight: 10 });

/** A hostile value of any kind; `big` allows the expensive ones (huge texts, arrays, deep nesting). */
export const hostileValue = (big: boolean): fc.Arbitrary<unknown> => (big ? HOSTILE_ANY : HOSTILE_CHEAP);

const FIELD_NAMES = fc.string({ maxLength: 8 });
const PLANTED_KEYS = fc.constantFrom(
  "__proto__",
  "constructor",
  "uid",
  "uni_id_token",
  "_id",
  "role",
  "password_hash",
);

/**
 * `value` with hostile changes: a field replaced or added, a prototype key added, or the whole payload
 * swapped. Honest values pass through about a third of the time.
 */
export function mutate(value: unknown, big: boolean): fc.Arbitrary<unknown> {
  const isRecord = typeof value === "object" && value !== null && !Array.isArray(value);
  const entries = isRecord ? Object.entries(value) : [];
  const keys = entries.map(([key]) => key);
  const replaceField = fc
    .tuple(keys.length > 0 ? fc.constantFrom(...keys) : FIELD_NAMES, hostileValue(big))
    .map(([key, bad]) => ownKeys([...entries, [key, bad]]));
  const addKey = fc
    .tuple(PLANTED_KEYS, hostileValue(false))
    .map(([key, bad]) => ownKeys([...entries, [key, bad]]));
  return fc.oneof(
    { arbitrary: fc.constant(value), weight: 4 },
    { arbitrary: replaceField, weight: 6 },
    { arbitrary: addKey, weight: 2 },
    { arbitrary: hostileValue(big), weight: 1 },
  );
}
