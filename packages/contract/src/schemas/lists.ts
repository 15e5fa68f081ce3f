import { z } from "zod";
import { pagingFields, plainString } from "./fields.js";

/**
 * Filter modes of list routes (reference §3.3): `=` equal (the default), `%%` contains, `%*` starts with,
 * `*%` ends with, comparisons, `in` / `nin` over an array, `!=`, and ranges over a two-element array with
 * closed `[` or open `(` ends (a null or empty end is unbounded). `address` and `custom` are accepted and
 * ignored, as upstream.
 */
export const FILTER_MODES = [
  "=",
  "%%",
  "%*",
  "*%",
  ">",
  ">=",
  "<",
  "<=",
  "in",
  "nin",
  "!=",
  "[]",
  "[)",
  "(]",
  "()",
  "address",
  "custom",
] as const;

/** One of {@link FILTER_MODES}. */
export type FilterMode = (typeof FILTER_MODES)[number];

/** A field name as clients send it in `columns` and `sortRule`. */
const fieldName = plainString().trim().min(1).max(64);

/** One filter: the `formData` key to read and how to compare; `fieldName` names the field when it differs. */
export const filterColumnSchema = z.looseObject({
  key: fieldName,
  mode: z.enum(FILTER_MODES).default("="),
  fieldName: fieldName.optional(),
});

/** One sort key: a field the list offers for sorting, ascending or descending. */
export const sortRuleSchema = z.object({
  name: fieldName,
  type: z.enum(["asc", "desc"]).default("asc"),
});

/**
 * The input every list route shares: `pageIndex`, `pageSize` (default 20, at most LIMITS.maxPageSize),
 * `sortRule`, and `formData` + `columns` filters. Each list names the fields it lets clients filter and
 * sort by; any other field answers -1.
 */
export const listInputFields = {
  ...pagingFields,
  sortRule: z.array(sortRuleSchema).max(5).optional(),
  formData: z.record(z.string(), z.unknown()).optional(),
  columns: z.array(filterColumnSchema).max(30).optional(),
};

/** The list input as a schema of its own. */
export const listInputSchema = z.object(listInputFields);

/** A validated list request (defaults applied). */
export type ListInput = z.output<typeof listInputSchema>;
