import type { Rule } from "./rules.js";

/**
 * How much one account may keep in a collection that clients add to: at most `rowsPerOwner` documents
 * whose `owner` field is the account, and a row's client-written fields at most `rowBytes` (UTF-8).
 */
export interface CollectionLimits {
  /** The field the server sets to the caller's uid on add (`forceDefaultValue: "auth.uid"`). */
  owner: string;
  rowsPerOwner: number;
  rowBytes: number;
}

/** What the check of a collection's limits reads of its compiled schema. */
interface LimitedCollection {
  name: string;
  create: Rule;
  fields: Iterable<{
    name: string;
    type: string;
    write: Rule;
    maxLength?: number;
    forceDefaultValue?: string;
  }>;
}

const isNever = (rule: Rule) => rule.kind === "const" && !rule.value;

/** The most UTF-8 bytes one UTF-16 unit takes (a surrogate pair: 2 units, 4 bytes); numbers and flags: 8. */
const BYTES_PER_UNIT = 3;
const BYTES_PER_NUMBER = 8;

/**
 * The limits of a collection, checked once at start-up (a mistake is thrown, so the server does not
 * start): one that clients may add to must name its limits and have an owner field, and the largest row
 * its writable fields allow must fit in `rowBytes`, so that the size of a row is bounded by construction,
 * on add and on update alike. A collection nobody may add to needs none.
 */
export function compileLimits(
  collection: LimitedCollection,
  given: { rowsPerOwner: number; rowBytes: number } | undefined,
): CollectionLimits | undefined {
  const { name } = collection;
  if (isNever(collection.create)) return undefined;
  const fields = [...collection.fields];
  const owner = fields.find((field) => field.forceDefaultValue === "auth.uid");
  if (!owner || !given)
    throw new Error(`${name}: clients may add to it, so it needs an owner field (auth.uid) and limits`);
  let largest = 0;
  for (const field of fields) {
    if (isNever(field.write)) continue;
    if (field.type === "string" || field.type === "id") {
      if (field.maxLength === undefined)
        throw new Error(`${name}.${field.name}: a writable text needs maxLength`);
      largest += field.maxLength * BYTES_PER_UNIT;
    } else largest += BYTES_PER_NUMBER;
  }
  if (largest > given.rowBytes)
    throw new Error(`${name}: its writable fields may hold ${largest} bytes, more than ${given.rowBytes}`);
  return { owner: owner.name, ...given };
}
