import { describeIssue, fieldLabel, type Locale, type RouteContract } from "@roster/contract";
import type { FieldSpec, FormValue, FormValues, Option } from "./types";

/** The key of an option in a select element (null is the empty choice). */
export const optionKey = (value: Option["value"]): string => (value === null ? "" : String(value));

/** The options of a field for the rows on screen. */
export function optionsOf<R>(field: FieldSpec<R>, rows: readonly R[], editing: R | undefined): Option[] {
  const { options } = field;
  return typeof options === "function" ? options(rows, editing) : (options ?? []);
}

/** A stored value as the form edits it. */
function toFormValue<R>(field: FieldSpec<R>, value: unknown): FormValue {
  if (field.kind === "switch") return value === true || value === 1;
  if (value === undefined || value === null) return "";
  if (field.kind === "lines" && Array.isArray(value)) return value.join("\n");
  if (field.kind === "json") return JSON.stringify(value, null, 2);
  return String(value);
}

/** The form's first values: the row's when editing, else the entity's defaults (empty text, off). */
export function initialValues<R>(
  fields: readonly FieldSpec<R>[],
  row: R | undefined,
  defaults: FormValues = {},
) {
  const values: FormValues = {};
  for (const field of fields) {
    if (row)
      values[field.name] = field.read
        ? field.read(row)
        : toFormValue(field, (row as Record<string, unknown>)[field.name]);
    else values[field.name] = defaults[field.name] ?? (field.kind === "switch" ? false : "");
  }
  return values;
}

/** What one field sends, or `undefined` to leave it out; `error` is a text key when it cannot be read. */
function toPayloadValue<R>(
  field: FieldSpec<R>,
  value: FormValue,
  options: Option[],
): { value?: unknown; error?: string } {
  if (field.kind === "switch") return { value: value === true };
  const text = typeof value === "string" ? value : String(value);
  const empty = text.trim() === "";
  if (empty && field.nullWhenEmpty) return { value: null };
  if (empty && field.omitWhenEmpty) return {};
  switch (field.kind) {
    case "number": {
      if (empty) return {};
      const n = Number(text);
      // Not a number: sent as typed, so that the contract names the problem.
      return { value: Number.isFinite(n) ? n : text };
    }
    case "select": {
      const option = options.find((o) => optionKey(o.value) === text);
      return option ? { value: option.value } : empty ? {} : { value: text };
    }
    case "lines":
      return {
        value: text
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter((line) => line !== ""),
      };
    case "json":
      if (empty) return {};
      try {
        return { value: JSON.parse(text) };
      } catch {
        return { error: "admin.form.invalidJson" };
      }
    default:
      return { value: text };
  }
}

/**
 * The payload of a form: each field converted by its kind (ids left out when editing), with the text keys
 * of fields that could not be read.
 */
export function buildPayload<R>(
  fields: readonly FieldSpec<R>[],
  values: FormValues,
  rows: readonly R[],
  editing: R | undefined,
): { payload: Record<string, unknown>; errors: Record<string, string> } {
  const payload: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (editing && field.createOnly) continue;
    const converted = toPayloadValue(field, values[field.name] ?? "", optionsOf(field, rows, editing));
    if (converted.error) errors[field.name] = converted.error;
    else if ("value" in converted) payload[field.name] = converted.value;
  }
  return { payload, errors };
}

/**
 * Checks a payload with the route's own contract (the rules the server applies) and returns one message
 * per field, in `locale`, naming the field by its label.
 */
export function contractProblems(
  contract: RouteContract,
  payload: Record<string, unknown>,
  locale: Locale,
  labels: Readonly<Record<string, string>>,
): Record<string, string> {
  const result = contract.input.safeParse(payload, { reportInput: true });
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "";
    if (problems[field] !== undefined) continue;
    // The form's own labels name its fields (an item of a list field by the list's label).
    const labelOf = (key: string) =>
      labels[key] ?? labels[key.split(".")[0] ?? ""] ?? fieldLabel(key, locale);
    problems[field] = describeIssue(issue, locale, labelOf).message;
  }
  return problems;
}
